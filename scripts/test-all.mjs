// `npm test`'s last step (`npm run test:all`): every suite and check, grouped output, timings at the end.
// One round: every suite at once, at most 4, the two long ones (server, browser journeys) first.
// CI's machine ran this way in 400-520 s; in two rounds there it took 1,156-1,247 s.
// On fewer than 4 cores the suites share them: each test's time limit is multiplied by
// TEST_TIME_SCALE (3 there, measured: a file of the server's took 2.7 times as long beside the
// others on 2 cores), since a limit ends a hang and says nothing about speed.
// TEST_ROUNDS=2 runs them in two rounds instead: everything but the browser journeys (at most 3),
// then the journeys alone; either failing fails the run, and the second runs anyway.
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
const rounds = asked ? Number(asked) : 1;
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
