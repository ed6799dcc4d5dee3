/**
 * The FAQ tab: the three quick actions (the user guide, writing to support, reporting a bug) and
 * the six questions, each answer opening on a click and leading to its article.
 */
import { Link } from 'react-router';
import catalogue from 'virtual:help-articles';
import { HELP_GUIDE_SLUG, HELP_REPORT_BUG_SLUG } from '@shop-scanner/shared/help-article-rules';
import { articlePath, CONTACT_SUPPORT_PATH } from '../help-links';
import { helpFaqs } from './help-faqs';

const titleOf = new Map(catalogue.map((article) => [article.slug, article.title]));

const quickActions = [
  { label: 'User guide', to: articlePath(HELP_GUIDE_SLUG) },
  { label: 'Email support', to: CONTACT_SUPPORT_PATH },
  { label: 'Report a bug', to: articlePath(HELP_REPORT_BUG_SLUG) },
];

/** `onLeave`: the widget closes when the shopper follows a link out of it. */
export const HelpFaqTab = ({ onLeave }: { onLeave: () => void }) => (
  <div className="help-widget__faq">
    <nav aria-label="Quick actions" className="help-widget__actions">
      {quickActions.map(({ label, to }) => (
        <Link key={label} to={to} className="help-widget__action" onClick={onLeave}>
          {label}
        </Link>
      ))}
    </nav>
    <h3 className="help-widget__subheading">Frequently asked questions</h3>
    <ul className="help-widget__faqs">
      {helpFaqs.map((faq) => (
        <li key={faq.id}>
          <details className="help-widget__faq-item">
            <summary>{faq.question}</summary>
            <p>{faq.answer}</p>
            <Link to={articlePath(faq.slug)} onClick={onLeave}>
              Read “{titleOf.get(faq.slug) ?? faq.question}”
            </Link>
          </details>
        </li>
      ))}
    </ul>
  </div>
);
