/**
 * The staff area as one lazy chunk: its Apollo root, its shell and its pages load together the first
 * time a /admin address is opened, and nothing of it reaches the public pages or the users' app.
 */
export { Component as StaffApolloRoot } from './StaffApolloRoot';
export { Component as StaffLayout } from '../features/staff/StaffLayout';
export { Component as StaffLogin } from '../pages/admin';
export { Component as StaffDashboard } from '../pages/admin/dashboard';
export { Component as StaffAccounts } from '../pages/admin/admins';
export { Component as StaffAudit } from '../pages/admin/audit';
export { Component as Customers } from '../pages/admin/users';
export { Component as Customer } from '../pages/admin/user';
export { Component as StaffPayments } from '../pages/admin/payments';
export { Component as StaffSubscriptions } from '../pages/admin/subscriptions';
export { Component as StaffTeams } from '../pages/admin/teams';
export { Component as StaffTeam } from '../pages/admin/team';
export { Component as StaffSettings } from '../pages/admin/settings';
export { Component as StaffImports } from '../pages/admin/imports';
export { Component as StaffProviders } from '../pages/admin/providers';
export { Component as StaffPrivacy } from '../pages/admin/privacy';
