/**
 * /support: the support feature's page (its tabs, Contact Us and My Tickets), with the help
 * centre's own component in its Help Center tab (features do not import each other; the route
 * composes them).
 */
import { HelpCenter } from '../../features/help/components/help-center';
import { SupportPage } from '../../features/support/components/support-page';

export const Component = () => (
  <SupportPage helpCenter={(openContact) => <HelpCenter onContactSupport={openContact} />} />
);
