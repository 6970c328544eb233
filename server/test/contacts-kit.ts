import { newProfiles, newUser } from './factories';
import type { TestServer } from './helpers';

/** What the contacts tests share: the reveal over both transports, and the balance, ledger and reveals as stored. */
export const NO_CREDITS = "You have no credits left. Buy credits to reveal this profile's contacts.";
export const REVEAL = `mutation Reveal($linkedinUsername: String!) {
  revealContacts(linkedinUsername: $linkedinUsername) {
    linkedinUsername charged creditsCharged message
    emails { address status type source lastVerifiedAt fetchedAt lastSeenOn origin }
    phoneNumbers { number status type source lastVerifiedAt fetchedAt lastSeenOn origin }
    contactPreview { profileId revealed cost costReason }
    user { id remainingCredits totalCredits }
  }
}`;
export const LEDGER = `query ($page: Int! = 1, $pageSize: Int! = 20) {
  creditLedger(page: $page, pageSize: $pageSize) { total page pageSize hasMore items { id createdAt change reason reference balanceAfter } }
}`;

/** The helpers, on the server `server()` gives when they run (a test file starts it in beforeAll). */
export function contactsKit(server: () => TestServer) {
  /** The usernames of `n` new people, each with e-mails and phone numbers. */
  async function freshProfiles(n: number): Promise<string[]> {
    return (await newProfiles(server().ds, n)).map((p) => p.linkedinUsername);
  }

  const revealRest = (username: string, token?: string) =>
    server().rest('GET', `/api/profile/contacts/${encodeURIComponent(username)}`, undefined, { token });
  const revealGql = (linkedinUsername: string, token?: string) => server().gql(REVEAL, { linkedinUsername }, { token });

  async function balance(userId: string) {
    const [row] = await server().ds.query('SELECT remaining_credits, total_credits FROM users WHERE id = $1', [userId]);
    return { remaining: row.remaining_credits as number, total: row.total_credits as number };
  }

  async function ledgerRows(userId: string) {
    return (await server().ds.query(
      'SELECT change, reason, reference, balance_after FROM credit_ledger WHERE user_id = $1 ORDER BY created_at',
      [userId],
    )) as Array<{ change: number; reason: string; reference: string | null; balance_after: number }>;
  }

  async function revealRows(userId: string): Promise<string[]> {
    const rows: Array<{ linkedin_username: string }> = await server().ds.query(
      'SELECT p.linkedin_username FROM contact_reveals r JOIN profiles p ON p.id = r.profile_id WHERE r.user_id = $1 ORDER BY 1',
      [userId],
    );
    return rows.map((r) => r.linkedin_username);
  }

  /** A new user whose remaining credits are down to `left`, spent on reveals of other profiles. */
  async function userWithCredits(left: number) {
    const signedUp = await newUser(server());
    for (const username of await freshProfiles(5 - left)) expect((await revealRest(username, signedUp.token)).status).toBe(200);
    expect((await balance(signedUp.user._id)).remaining).toBe(left);
    return signedUp;
  }

  return { freshProfiles, revealRest, revealGql, balance, ledgerRows, revealRows, userWithCredits };
}
