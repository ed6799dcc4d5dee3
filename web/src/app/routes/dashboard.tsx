import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import { useCurrentUser } from '../../lib/auth/session-context';

export const Component = () => <DashboardPage businessName={useCurrentUser()?.businessName} />;
