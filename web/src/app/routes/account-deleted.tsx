export { AccountDeletedPage as Component } from '../../features/profile/components/account-deleted-page';
