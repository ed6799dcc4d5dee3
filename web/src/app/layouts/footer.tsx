import { Link } from 'react-router';

/**
 * Affiliate disclosure, support contact details (on /support), available worldwide;
 * and the way to the Help Center (no other link on the site leads there).
 */
export const Footer = () => (
  <footer className="site-footer">
    <div className="container site-footer__inner">
      <section className="site-footer__block" aria-labelledby="footer-disclosure">
        <h2 id="footer-disclosure" className="site-footer__heading">
          Affiliate disclosure
        </h2>
        <p>
          Some links to stores may be affiliate links: if you buy through one, Shop Scanner may earn
          a commission at no extra cost to you.
        </p>
      </section>
      <section className="site-footer__block" aria-labelledby="footer-support">
        <h2 id="footer-support" className="site-footer__heading">
          Support
        </h2>
        <p>
          Questions or problems? See the <Link to="/help">Help Center</Link> or{' '}
          <Link to="/support">contact support</Link>.
        </p>
        <p>Available worldwide.</p>
      </section>
      <nav className="site-footer__links" aria-label="Legal">
        <Link to="/terms">Terms of Service</Link>
        <Link to="/privacy">Privacy Policy</Link>
      </nav>
      <p className="site-footer__copy">Shop Scanner: Product Authenticity &amp; Price Comparison</p>
    </div>
  </footer>
);
