import { SubscriptionPage } from '../../features/subscription/components/subscription-page';

export const Component = () => <SubscriptionPage />;
