import type { TypePolicies } from '@apollo/client';

/** How Apollo's cache identifies the objects the screens share (app/apollo.ts; client/test/cachePolicies.test.ts). */
export const TYPE_POLICIES: TypePolicies = {
  // Credits and plan live on the one User object; every screen reads them from `me`.
  User: { keyFields: ['id'] },
  // A person in the results, once per person (by their LinkedIn username, the id every people
  // operation takes): a reveal or a list add shows on every search that lists them. Why they are
  // in one search (match, isNew) is on that search's hit (SearchHit, no key: kept in its search).
  ProfileCard: { keyFields: ['linkedinUsername'] },
  // What revealing a profile costs this user: one per profile, so a reveal's answer turns it free everywhere.
  ContactPreview: { keyFields: ['profileId'] },
  // The user's team, once (the header's pool, the team page, a reveal's new pool balance). Its
  // members and open invitations are lists the server answers whole: each answer replaces them.
  Team: { keyFields: ['id'], fields: { members: { merge: false }, invitations: { merge: false } } },
};
