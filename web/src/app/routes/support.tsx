/**
 * /support: the support feature's page, with the Help Center tab's content composed here (features
 * do not import each other). Until the help centre's own component joins, the tab points to the
 * help pages and to the contact tab, and shows no article that does not exist yet.
 */
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { SupportPage } from '../../features/support/components/support-page';

const HelpCenterLinks = ({ onContactSupport }: { onContactSupport: () => void }) => (
  <div className="card">
    <h2 className="card__title">Help Center</h2>
    <p>
      Guides on scanning, plans and billing, store verdicts and prices are in the{' '}
      <Link to="/help">help centre</Link>.
    </p>
    <p className="muted-text">Did not find your answer?</p>
    <Button variant="secondary" onClick={onContactSupport}>
      Contact Support
    </Button>
  </div>
);

export const Component = () => (
  <SupportPage helpCenter={(openContact) => <HelpCenterLinks onContactSupport={openContact} />} />
);
