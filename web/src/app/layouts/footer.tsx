import { Link } from 'react-router';

export const SUPPORT_EMAIL = 'support@shopscanner.app';

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
          Email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or visit the{' '}
          <Link to="/support">support centre</Link>.
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
