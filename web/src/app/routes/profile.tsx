import { ProfilePage } from '../../features/profile/components/profile-page';
import { PushCard } from '../../features/push/components/push-card';
import { isFeatureOn } from '../../config/feature-flags';

// The push card is the only place that asks the browser's permission to notify.
export const Component = () => (
  <ProfilePage settings={isFeatureOn('pushNotifications') ? <PushCard /> : undefined} />
);
