/**
 * /support: the support feature's page, with the Help Center tab's content composed here (features
 * do not import each other). Until the help centre's own component joins, the tab lists the help
 * pages the spec names and the way to the contact tab; it shows no article of its own.
 */
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { SupportPage } from '../../features/support/components/support-page';

const HelpCenterLinks = ({ onContactSupport }: { onContactSupport: () => void }) => (
  <div className="card">
    <h2 className="card__title">Help Center</h2>
    <ul>
      <li>
        <Link to="/help">All help articles</Link>
      </li>
      <li>
        <Link to="/help/guide">User guide</Link>
      </li>
      <li>
        <Link to="/help/report-bug">Report a bug</Link>
      </li>
    </ul>
    <p className="muted-text">Did not find your answer?</p>
    <Button variant="secondary" onClick={onContactSupport}>
      Contact Support
    </Button>
  </div>
);

export const Component = () => (
  <SupportPage helpCenter={(openContact) => <HelpCenterLinks onContactSupport={openContact} />} />
);
