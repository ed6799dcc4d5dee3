import { LandingPage } from '../../features/landing/components/landing-page';
import { useSession } from '../../lib/auth/session-context';

export const Component = () => {
  const { state } = useSession();
  return <LandingPage session={state.status} />;
};
