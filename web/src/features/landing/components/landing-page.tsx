import { ButtonLink } from '../../../components/ui/button';
import { ChartIcon, ShieldIcon, StoreIcon } from '../../../components/ui/icons';
import { ReservedSpace } from '../../../components/ui/reserved-space';
import type { SessionState } from '../../../lib/auth/session-context';
import { freeAllowanceText } from '../../../lib/usage-wording';
import '../landing.css';

/** The three cards, carrying the product's promises as their points. */
const features = [
  {
    title: 'Scan & Verify',
    Icon: ShieldIcon,
    text: "Scan a product's barcode with your phone camera, or add it by hand, before you buy.",
    points: ['Instant barcode scanning', 'An authenticity score for every product you check'],
  },
  {
    title: 'Store Analysis',
    Icon: StoreIcon,
    text: 'Paste an online store address to look for signs of fraud, dropshipping or print-on-demand before you order.',
    points: [
      'A safety rating for each store: low, medium or high risk',
      'The signals behind it, good and bad',
    ],
  },
  {
    title: 'Smart Insights',
    Icon: ChartIcon,
    text: 'Know whether a price is fair and when to buy.',
    points: [
      'Price comparisons across platforms',
      'Market value trends over time',
      'A smart wishlist that tells you when prices drop (coming soon)',
    ],
  },
] as const;

const steps = [
  {
    title: 'Create a free account',
    text: 'Sign up with your email as a shopper, or as a business for seller marketplace access (coming soon).',
  },
  {
    title: 'Scan or search',
    text: 'Point your camera at a barcode, search the product database or paste a store link.',
  },
  {
    title: 'Compare and decide',
    text: 'Check the authenticity score, the store rating and the prices, then buy with confidence.',
  },
] as const;

/**
 * The landing page: hero, three feature cards, how it works, a closing call. While a
 * stored session is restored (`loading`) the hero holds the signed-in action's room, unseen, so
 * the page does not move when it shows.
 */
export const LandingPage = ({ session }: { session: SessionState['status'] }) => {
  const signedIn = session === 'signed-in';
  const primaryAction =
    signedIn || session === 'loading' ? (
      <ButtonLink to="/scan" size="lg">
        Start Scanning
      </ButtonLink>
    ) : (
      <ButtonLink to="/register" size="lg">
        Get Started Free
      </ButtonLink>
    );

  const heldAction = session === 'loading' && <ReservedSpace>{primaryAction}</ReservedSpace>;

  return (
    <div className="landing">
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <p className="hero__eyebrow">Product Authenticity &amp; Price Comparison</p>
          <h1 id="hero-title" className="hero__title">
            Know what you are buying before you pay
          </h1>
          <p className="hero__lead">
            Scan a barcode to check a product, see how trustworthy an online store looks and compare
            prices across platforms, all from your phone.
          </p>
          <div className="hero__actions">
            {heldAction || (
              <>
                {primaryAction}
                {!signedIn && (
                  <ButtonLink to="/pricing" size="lg" variant="secondary">
                    View Pricing
                  </ButtonLink>
                )}
              </>
            )}
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="features-title">
        <div className="container">
          <h2 id="features-title" className="section__title">
            Everything you need to shop safely
          </h2>
          <ul className="feature-grid">
            {features.map(({ title, Icon, text, points }) => (
              <li key={title} className="card feature-card">
                <span className="feature-card__icon">
                  <Icon />
                </span>
                <h3 className="feature-card__title">{title}</h3>
                <p>{text}</p>
                <ul className="feature-card__points">
                  {points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--tinted" aria-labelledby="how-title">
        <div className="container">
          <h2 id="how-title" className="section__title">
            How it works
          </h2>
          <ol className="steps">
            {steps.map((step, i) => (
              <li key={step.title} className="steps__item">
                <span className="steps__number" aria-hidden="true">
                  {i + 1}
                </span>
                <div>
                  <h3 className="steps__title">{step.title}</h3>
                  <p>{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section cta" aria-labelledby="cta-title">
        <div className="container cta__inner">
          <h2 id="cta-title" className="cta__title">
            {signedIn ? 'Ready for your next scan?' : 'Shop with more confidence'}
          </h2>
          <p className="cta__text">
            {signedIn
              ? 'Scan a product or check a store before your next purchase.'
              : `The free plan includes ${freeAllowanceText()}. No card needed.`}
          </p>
          <div className="hero__actions">{heldAction || primaryAction}</div>
        </div>
      </section>
    </div>
  );
};
