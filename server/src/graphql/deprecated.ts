/**
 * The GraphQL names renamed in issue 28 ("one word per concept", docs/architecture.md, Glossary), kept one release
 * as deprecated aliases that answer exactly as the new name does. docs/api.md, "Deprecated names", lists them;
 * each is removed in the next release.
 */
const removal = 'Removed in the next release.';

export const DEPRECATED = {
  adminUsers: `Use staffAccounts. ${removal}`,
  createAdminUser: `Use createStaffAccount. ${removal}`,
  setAdminUserActive: `Use setStaffAccountActive. ${removal}`,
  staffUsers: `Use customers. ${removal}`,
  staffUser: `Use customer. ${removal}`,
  updateProfile: `Use updateAccount. ${removal}`,
  isFetched: `Use revealed. ${removal}`,
} as const;
