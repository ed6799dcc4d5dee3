/** A grey placeholder block shown while real content loads (never fake content). */
export const Skeleton = ({ width, height = '1rem' }: { width?: string; height?: string }) => (
  <span className="skeleton" style={{ width, height }} aria-hidden="true" />
);
