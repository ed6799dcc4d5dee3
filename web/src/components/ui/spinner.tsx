export const Spinner = ({ label = 'Loading' }: { label?: string }) => (
  <span className="spinner" role="status">
    <span className="visually-hidden">{label}</span>
  </span>
);

/** Shown while the auth state loads and while a route module loads. */
export const FullPageSpinner = ({ label = 'Loading' }: { label?: string }) => (
  <div className="full-page-spinner" data-testid="full-page-spinner">
    <Spinner label={label} />
  </div>
);
