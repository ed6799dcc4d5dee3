import { ProfilePage } from '../../features/profile/components/profile-page';
import { PushCard } from '../../features/push/components/push-card';

export const Component = () => <ProfilePage settings={<PushCard />} />;
