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
  /** Why a card is in one search, on the card (a person): read on the search's hit, so the person is the same object in every search. */
  cardMatch: 'Use hits { person match isNew } on the search answer; removed in the next release.',
  cardIsNew: 'Use hits { person match isNew } on the search answer; removed in the next release.',
  searchProfiles: 'Use hits { person match isNew }: the person apart from why it is in this search; removed in the next release.',
} as const;
