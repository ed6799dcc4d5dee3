/** The seller dashboard is a placeholder in the spec. */
export const DashboardPage = ({ businessName }: { businessName: string | undefined }) => (
  <section className="page page--narrow">
    <p className="page__eyebrow">Seller dashboard</p>
    <h1 className="page__title">{businessName ?? 'Your business'}</h1>
    <p className="page__lead">This is where sellers will manage their listings on Shop Scanner.</p>
    <div className="notice" role="note">
      <strong>Coming soon.</strong> The seller dashboard is still being built.
    </div>
  </section>
);
