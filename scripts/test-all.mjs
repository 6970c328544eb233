// `npm test`'s last step (`npm run test:all`): every suite and check, grouped output, timings at the end.
// How they are laid out depends on the machine's cores:
// - 4 or more: one round, at most 4 at once, the two long suites (server, browser journeys) first.
// - fewer: two rounds. First the server tests, lint, typecheck, the checks, the client tests and the
//   development loop (at most 3 at once); then the browser journeys alone. Either failing fails the
//   run; the second runs anyway.
// CI's machine has been of two kinds with 2 cores: on fast ones one round took 400-520 s; on ones
// about twice as slow per core two rounds take 18-20 minutes and one round took 24 (the suites'
// contention costing a fifth more CPU). A probe of the speed proved too noisy to choose by (the
// same slow machine measured from 140 to 272 ms), so 2 cores always get the layout that holds on
// slow ones. TEST_ROUNDS=1 or 2 chooses by hand; one round on fewer than 4 cores multiplies each
// test's time limit by TEST_TIME_SCALE (3 unless set), since a limit only ends a hang.
import { spawnSync } from 'node:child_process';
import os from 'node:os';

const steps = {
  server: 'test:server',
  e2e: 'test:e2e',
  lint: 'lint',
  types: 'typecheck',
  checks: 'test:checks',
  client: 'test:client',
  'dev-loop': 'test:dev-loop',
};

const cores = os.availableParallelism();
const asked = process.env.TEST_ROUNDS;
if (asked !== undefined && asked !== '1' && asked !== '2') {
  console.error(`TEST_ROUNDS must be 1 or 2 (got "${asked}")`);
  process.exit(2);
}
const rounds = asked ? Number(asked) : cores >= 4 ? 1 : 2;
const scale = process.env.TEST_TIME_SCALE ?? (rounds === 1 && cores < 4 ? '3' : '1');
process.env.TEST_TIME_SCALE = scale;
const plan =
  rounds === 1
    ? [{ names: ['server', 'e2e', 'lint', 'types', 'checks', 'client', 'dev-loop'], max: 4 }]
    : [
        { names: ['server', 'lint', 'types', 'checks', 'client', 'dev-loop'], max: 3 },
        { names: ['e2e'], max: 1 },
      ];

console.log(
  `${cores} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB: ` +
    (rounds === 1 ? 'one round' : 'two rounds (the browser journeys alone, after the rest)') +
    (asked ? ' (TEST_ROUNDS)' : '') +
    (scale !== '1' ? `, time limits × ${scale} (TEST_TIME_SCALE)` : ''),
);

// The fuzz properties take 40 runs each instead of 60 on fewer than 4 cores (FUZZ_RUNS, when not
// set): on the slow 2-core machines the whole run passed the 20-minute ceiling, and the two fuzz
// files were about 160 s of a worker's time of it. Every route and operation still meets its hostile
// inputs; `FUZZ_RUNS=200 npx jest ... fuzz` is the deep run.
if (cores < 4) process.env.FUZZ_RUNS ??= '40';

// Alone in the second round the journeys take three workers: with two, the 2 cores were half idle
// (their round took 630 s, using under one core on average).
if (rounds === 2) process.env.E2E_WORKERS ??= '3';

let failed = 0;
for (const round of plan) {
  const args = [
    'concurrently',
    '--group',
    '--timings',
    '--max-processes',
    String(round.max),
    '--names',
    round.names.join(','),
    ...round.names.map((name) => `npm:${steps[name]}`),
  ];
  const result = spawnSync(args[0], args.slice(1), { stdio: 'inherit' });
  if (result.status !== 0) failed = result.status ?? 1;
}
process.exit(failed);
