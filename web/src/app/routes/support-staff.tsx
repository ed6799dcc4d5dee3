export { StaffInbox as Component } from '../../features/support/components/staff-inbox';
