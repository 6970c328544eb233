import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLogger } from '../src/common/logger';
import { listenForIndexChanges } from '../src/db/index-changes';
import { notifyIndexChanged } from '../src/modules/profiles/index-changes.repository';
import { runImport } from '../src/modules/imports/import.service';
import { signUp, startTestServer } from './helpers';
import { asAdmin, ownDatabase, type OwnDatabase } from './own-database';

/**
 * Changes to the people index made by another process (npm run import, npm run sample:remove)
 * reach a running server through PostgreSQL's NOTIFY (db/index-changes.ts): it drops its cached
 * search answers, so what was imported is found at once.
 */

const AT = new Date('2026-11-01T00:00:00Z');
let own: OwnDatabase;
let dir: string;

beforeAll(async () => {
  own = await ownDatabase('index_changes');
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'index-changes-'));
});
afterAll(async () => {
  await own.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('an import by another process (npm run import)', () => {
  it("reaches a running server's searches at once: the server drops its cached answers when a batch commits", async () => {
    // Answers cached for an hour: only the database's notice can make the server search again.
    const t = await startTestServer({ DATABASE_URL: own.url, SEARCH_CACHE_SECONDS: '3600' }, { jobs: true });
    try {
      const { token } = await signUp(t);
      const total = async () => {
        const r = await t.gql(
          `query($input: SearchInput!) { searchProfiles(input: $input) { exactTotal } }`,
          { input: { type: 'ai', query: 'marine biologist in Lisbon' } },
          { token },
        );
        return r.body.data.searchProfiles.exactTotal as number;
      };
      expect(await total()).toBe(0);
      const file = path.join(dir, 'later.jsonl');
      fs.writeFileSync(
        file,
        `${JSON.stringify({ id: 'mb-1', first_name: 'maré', last_name: 'lisboa', job_title: 'marine biologist', location_name: 'lisbon, portugal' })}\n`,
      );
      // The command's own code, on a data source of its own: the server is not told in-process.
      const { job } = await runImport(own.ds, { file, format: 'pdl', source: 'later', now: () => AT });
      expect(job.created).toBe(1);
      let found = 0;
      for (let i = 0; i < 50 && found === 0; i++) {
        await new Promise((r) => setTimeout(r, 100));
        found = await total();
      }
      expect(found).toBe(1);
    } finally {
      await t.close();
    }
  });
});

describe('the listener for index changes', () => {
  it('connects again after its connection is lost, then drops the answers once, and hears the next change', async () => {
    const calls: number[] = [];
    const listener = await listenForIndexChanges({
      url: own.url,
      logger: createLogger('silent'),
      onChange: () => calls.push(Date.now()),
      quietMs: 600,
      retryMs: 100,
    });
    const until = async (n: number) => {
      for (let i = 0; i < 100 && calls.length < n; i++) await new Promise((r) => setTimeout(r, 50));
      return calls.length;
    };
    try {
      const sent = Date.now();
      await notifyIndexChanged(own.ds, 'test');
      expect(await until(1)).toBe(1);
      // The first notice is passed on at once, not after the quiet time.
      expect(calls[0] - sent).toBeLessThan(500);
      // Three more within the quiet time make one more call, at its end.
      await notifyIndexChanged(own.ds, 'test');
      await notifyIndexChanged(own.ds, 'test');
      await notifyIndexChanged(own.ds, 'test');
      expect(await until(2)).toBe(2);
      expect(calls[1] - calls[0]).toBeGreaterThanOrEqual(590);
      await new Promise((r) => setTimeout(r, 800));
      expect(calls).toHaveLength(2);
      await asAdmin((c) =>
        c.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'talentlens-index-changes'`),
      );
      expect(await until(3)).toBe(3);
      await notifyIndexChanged(own.ds, 'test');
      expect(await until(4)).toBe(4);
    } finally {
      await listener.stop();
    }
  });
});
