/**
 * The order of the server tests' and the browser journeys' files: the longest first, so
 * that no worker is left running a long file alone at the end while the others idle.
 *
 * Jest's own order runs the files that failed last time first, then the others by how long they
 * took last time, read from its cache; on a clean clone (CI) there is no cache and it goes by file
 * size, which put the GraphQL fuzz file (a small file over a large harness) last on its own for
 * over a minute. Here a file's last time, when the cache has it, else its time in the table below
 * (seconds on CI's 2 cores beside the rest of `npm test`), orders the files that have one, longest
 * first; the files with neither follow, by size. Files that failed last time still come first.
 */
const Sequencer = require('@jest/test-sequencer').default;
const path = require('node:path');

/** Files of 30 s or more on CI (clean-clone run of 2026-11-28), by file name. */
const KNOWN_SECONDS = {
  // server/test
  'server-process.test.ts': 137,
  'import-pdl.test.ts': 100,
  'embedded-database.test.ts': 86,
  'fuzz.graphql.test.ts': 79,
  'fuzz.rest.test.ts': 61,
  'admin-bootstrap.test.ts': 53,
  'people-data.test.ts': 51,
  'privacy.test.ts': 36,
  'relevance.test.ts': 35,
  'staff-sign-in-burst.test.ts': 32,
  'database-outage.test.ts': 31,
  'database-disk-full.test.ts': 30,
  // client/e2e
  'admin.e2e.ts': 126,
  'profile.e2e.ts': 106,
  'search.e2e.ts': 75,
  'lists.e2e.ts': 60,
  'saved-searches.e2e.ts': 58,
  'subscriptions.e2e.ts': 57,
  'public-pages.e2e.ts': 54,
  'social-sign-in.e2e.ts': 54,
  'payments.e2e.ts': 51,
  'staff-subscriptions.e2e.ts': 50,
  'lists-work.e2e.ts': 49,
  'teams.e2e.ts': 48,
  'playground.e2e.ts': 44,
  'imports.e2e.ts': 40,
  'privacy.e2e.ts': 39,
  'search-wishes.e2e.ts': 38,
  'layout.e2e.ts': 37,
};

class LongestFirst extends Sequencer {
  sort(tests) {
    const size = (test) => test.context.hasteFS.getSize(test.path) ?? 0;
    for (const test of tests) {
      const known = KNOWN_SECONDS[path.basename(test.path)];
      test.duration = this.time(test) ?? (known === undefined ? undefined : known * 1000);
    }
    return [...tests].sort((a, b) => {
      const failedA = this.hasFailed(a);
      if (failedA !== this.hasFailed(b)) return failedA ? -1 : 1;
      if ((a.duration == null) !== (b.duration == null)) return a.duration == null ? 1 : -1;
      if (a.duration != null && a.duration !== b.duration) return b.duration - a.duration;
      return size(b) - size(a);
    });
  }
}

module.exports = LongestFirst;
