/**
 * Every deprecated GraphQL name and field, with what to use instead: the renames of issue 28 ("one word
 * per concept", docs/architecture.md, Glossary), which answer exactly as the new name does, and the
 * fields schema hygiene replaced. docs/api.md, "Deprecated names and fields", lists them; each is
 * removed in the next release.
 */
const removed = 'removed in the next release.';

export const DEPRECATED = {
  // Renamed: one word per concept.
  adminUsers: `Use staffAccounts; ${removed}`,
  createAdminUser: `Use createStaffAccount; ${removed}`,
  setAdminUserActive: `Use setStaffAccountActive; ${removed}`,
  staffUsers: `Use customers; ${removed}`,
  staffUser: `Use customer; ${removed}`,
  updateProfile: `Use updateAccount; ${removed}`,
  isFetched: `Use revealed; ${removed}`,
  // A person apart from why it is in one search, so the person is the same object in every search.
  cardMatch: `Use hits { person match isNew } on the search answer; ${removed}`,
  cardIsNew: `Use hits { person match isNew } on the search answer; ${removed}`,
  searchProfiles: `Use hits { person match isNew }: the person apart from why it is in this search; ${removed}`,
  // Always null, or a shape that said less than it could.
  detailMatch: `Always null on a profile opened on its own (read \`match\` on a search result); ${removed}`,
  detailIsNew: `Always null on a profile opened on its own (read \`isNew\` on a saved search run's result); ${removed}`,
  listAdded: `Null except in the answer of addToList: use addProfileToList, whose payload has \`added\`; ${removed}`,
  addToList: `Use addProfileToList, which answers the list and \`added\` as a payload; ${removed}`,
  deleteList: `Use deleteProfileList, which answers a payload; ${removed}`,
  staffDashboard: `Use staffFigures, which takes the days as LocalDate; ${removed}`,
} as const;
