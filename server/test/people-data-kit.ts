import { randomUUID } from 'node:crypto';
import { startPdlStandIn, standInRecords, type PdlRecord, type PdlStandIn } from '../src/cli/local-providers';
import { startTestServer, type TestServer } from './helpers';
import { ownDatabase, type OwnDatabase } from './own-database';

/** Opens a profile by LinkedIn link or username, with where its facts came from. */
export const OPEN = `query Open($u: String!) {
  profile(linkedinUsername: $u) { id fullName currentTitle sample factSources { source fetchedAt facts } }
}`;

/** What a file testing live providers shares: PDL's stand-in, a database of its own, and servers on it. */
export interface PeopleDataWorld {
  readonly pdl: PdlStandIn;
  readonly own: OwnDatabase;
  /** A server on this file's database with these variables; closed after the file (unless the test closed it). */
  serve(env: Record<string, string>): Promise<TestServer>;
  /** A synthetic person only the stand-in knows, under a username, surname and e-mail no other test uses. */
  person(likelihood?: number): { username: string; record: PdlRecord };
  /** PDL enrichment calls that asked about this username. */
  enrichCalls(username: string): PdlStandIn['calls'];
  /** The user's provider calls, in order: outcome and cost. */
  callsOf(userId: string): Promise<Array<{ outcome: string; cost: number }>>;
}

/**
 * Starts, for the file that calls it (at its top level), PDL's stand-in and a database of the
 * file's own (the people PDL brings must not show in other files' searches of the shared index),
 * and stops them after the file, the servers it started first.
 */
export function peopleDataWorld(databasePrefix: string): PeopleDataWorld {
  let pdl: PdlStandIn | undefined;
  let own: OwnDatabase | undefined;
  const servers: TestServer[] = [];
  beforeAll(async () => {
    own = await ownDatabase(databasePrefix);
    pdl = await startPdlStandIn({ people: 0 });
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
    await pdl?.close();
    await own?.drop();
  });
  const world: PeopleDataWorld = {
    get pdl() {
      return pdl!;
    },
    get own() {
      return own!;
    },
    async serve(env) {
      const server = await startTestServer({ DATABASE_URL: own!.url, ...env });
      // Closed once, by the test or after the file, whichever comes first.
      const close = server.close.bind(server);
      let closed: Promise<void> | undefined;
      server.close = () => (closed ??= close());
      servers.push(server);
      return server;
    },
    person(likelihood = 9) {
      const record: PdlRecord = { ...standInRecords(1)[0] };
      const username = `ada-${randomUUID().slice(0, 8)}-pdl`;
      // A surname of its own too, so that Hunter's finder is asked about a different person each time.
      const lastName = `mayer${username.slice(4, 12).replace(/[^a-f]/g, (d) => 'ghijklmnopqrstuvwxyz'[Number.parseInt(d, 10) || 0])}`;
      Object.assign(record, {
        last_name: lastName,
        full_name: `${record.first_name as string} ${lastName}`,
        id: `standin-${username}`,
        linkedin_username: username,
        linkedin_url: `linkedin.com/in/${username}`,
        emails: [{ address: `${username}@example.com`, type: 'personal' }],
        work_email: null,
      });
      pdl!.add(record, likelihood);
      return { username, record };
    },
    enrichCalls: (username) => pdl!.calls.filter((c) => c.path === '/v5/person/enrich' && c.query.profile?.includes(username)),
    async callsOf(userId) {
      return own!.ds.query(`SELECT outcome, cost FROM provider_calls WHERE user_id = $1 ORDER BY id`, [userId]);
    },
  };
  return world;
}
