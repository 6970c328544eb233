import type { NewProfile } from './factories';
import type { TestServer } from './helpers';

/**
 * What the lists tests (lists, lists-entries, lists-export) share: the GraphQL documents, the REST
 * calls, the entry a list shows for a person, and reads of the tables. Users, lists and people
 * come from the factories.
 */

export const LIST_NOT_FOUND = { status: 'error', code: 'NOT_FOUND', message: 'List not found' };
const LIST = 'id name description linkedinUsernames profileCount createdAt updatedAt';
const ENTRY =
  'linkedinUsername fullName currentPosition company location profilePicture linkedinLink profileId addedAt error removedNote sample stage notes revealed listCount addedBy stageChangedBy stageChangedAt stageHistory { stage changedBy } emails { address status } phoneNumbers { number status }';

// A page of 20 lists: all their usernames cost 20 each in the GraphQL budget (graphql/budgets.ts).
export const Q_LISTS = `query { lists(first: 20) { ${LIST} } }`;
export const Q_LIST = `query List($id: ID!) { list(id: $id) { ${LIST} profiles { ${ENTRY} } } }`;
export const M_CREATE = `mutation Create($input: CreateListInput!) { createList(input: $input) { ${LIST} } }`;
export const M_DELETE = `mutation Delete($id: ID!) { deleteList(id: $id) }`;
export const M_ADD = `mutation Add($listId: ID!, $profileId: String!) { addToList(listId: $listId, profileId: $profileId) { ${LIST} } }`;
export const M_REMOVE = `mutation Remove($listId: ID!, $linkedinUsername: String!) { removeFromList(listId: $listId, linkedinUsername: $linkedinUsername) { ${LIST} profiles { linkedinUsername } } }`;
export const M_UPDATE_ENTRY = `mutation Update($listId: ID!, $linkedinUsername: String!, $stage: ListStage, $notes: String) {
  updateListEntry(listId: $listId, linkedinUsername: $linkedinUsername, stage: $stage, notes: $notes) {
    linkedinUsername stage notes revealed listCount emails { address status } phoneNumbers { number status }
  }
}`;
export const M_ADD_MANY = `mutation AddMany($listId: ID!, $profileIds: [String!]!) {
  addProfilesToList(listId: $listId, profileIds: $profileIds) { added alreadyInList list { id profileCount linkedinUsernames } }
}`;
export const M_REVEAL = `mutation Reveal($linkedinUsername: String!) { revealContacts(linkedinUsername: $linkedinUsername) { charged } }`;

/** A list entry as both transports show a person who is still in the index. */
export function entryOf(p: NewProfile) {
  return {
    linkedinUsername: p.linkedinUsername,
    fullName: `${p.firstName} ${p.lastName}`,
    currentPosition: p.currentTitle,
    company: p.currentCompany,
    location: `${p.city}, ${p.country}`,
    profilePicture: p.profilePicture,
    linkedinLink: p.linkedinLink,
    profileId: p.id,
    addedAt: expect.any(String),
    error: false,
    removedNote: null,
    sample: false,
    stage: 'new',
    notes: null,
    revealed: false,
    emails: [],
    phoneNumbers: [],
    listCount: 1,
    addedBy: expect.stringMatching(/@/), // the adder: test accounts give no name, so their e-mail
    stageChangedBy: null,
    stageChangedAt: null,
    stageHistory: [],
  };
}

/** The one GraphQL error of an answer: its message and code. */
export function gqlError(r: { body: { data?: unknown; errors?: Array<{ message: string; extensions?: { code?: string } }> } }) {
  expect(r.body.errors).toHaveLength(1);
  return { message: r.body.errors![0].message, code: r.body.errors![0].extensions?.code };
}

/**
 * The lists routes and table reads of the server `server()` returns (called at each use, so a
 * test file can bind them before its beforeAll starts the server).
 */
export function listsApi(server: () => TestServer) {
  const rest = (method: string, path: string, token: string | undefined, body?: unknown) => server().rest(method, path, body, { token });
  const listPath = (listId: string) => `/api/profile/list/${encodeURIComponent(listId)}`;
  return {
    createRest: (token: string | undefined, body: unknown) => rest('POST', '/api/profile/list', token, body),
    addRest: (token: string | undefined, listId: unknown, profileId: unknown) =>
      rest('POST', '/api/profile/addtolist', token, { listId, profileId }),
    getRest: (token: string | undefined, listId: string) => rest('GET', listPath(listId), token),
    removeRest: (token: string | undefined, listId: string, username: string) =>
      rest('DELETE', `${listPath(listId)}/profiles/${encodeURIComponent(username)}`, token),
    deleteRest: (token: string | undefined, listId: string) => rest('DELETE', listPath(listId), token),
    addManyRest: (token: string | undefined, listId: string, profileIds: unknown) =>
      rest('POST', `${listPath(listId)}/profiles`, token, { profileIds }),
    updateRest: (token: string | undefined, listId: string, username: string, body: unknown) =>
      rest('PATCH', `${listPath(listId)}/profiles/${encodeURIComponent(username)}`, token, body),

    async exportRest(token: string | undefined, listId: string) {
      const res = await fetch(`${server().url}${listPath(listId)}/export`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      // Decoded keeping the byte order mark, to see that it is there.
      return {
        status: res.status,
        headers: res.headers,
        text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer()),
      };
    },

    /** The usernames a list holds, in the order stored. */
    async storedUsernames(listId: string): Promise<string[]> {
      const rows: Array<{ linkedin_username: string }> = await server().ds.query(
        'SELECT linkedin_username FROM profile_list_items WHERE list_id = $1 ORDER BY position',
        [listId],
      );
      return rows.map((r) => r.linkedin_username);
    },

    async listCount(userId: string): Promise<number> {
      const [{ n }] = await server().ds.query('SELECT count(*)::int AS n FROM profile_lists WHERE user_id = $1', [userId]);
      return n;
    },
  };
}
