import fc from 'fast-check';
import type { DataSource } from 'typeorm';
import { AppError } from '../src/common/errors';
import { createDataSource } from '../src/db/data-source';
import { ContactsService } from '../src/modules/contacts/contacts.service';
import { CreditsService } from '../src/modules/credits/credits.service';
import { SettingsService } from '../src/modules/settings/settings.service';
import { UsersService } from '../src/modules/users/users.service';
import { newProfiles } from './factories';
import { TestClock, uniqueEmail } from './helpers';

/**
 * Model-based: random sequences of reveals (of a pool of eight people made here, some of the same
 * profile, some of no profile) and grants for a fresh user, each step one operation or several at
 * once, run through the real services on the real database. After every step the tables must
 * agree with a model of the rules: a profile is charged once, only while credits are left; the
 * balance never goes below zero; the ledger is a chain of balances whose sum is the balance.
 */
let ds: DataSource;
let credits: CreditsService;
let contacts: ContactsService;
let users: UsersService;
let pool: string[];

const POOL_SIZE = 8;
const STARTER = 5;

beforeAll(async () => {
  ds = createDataSource(process.env.DATABASE_URL!);
  await ds.initialize();
  credits = new CreditsService(ds);
  contacts = new ContactsService(ds, credits, 365);
  users = new UsersService(ds, credits, new SettingsService(ds), new TestClock());
  pool = (await newProfiles(ds, POOL_SIZE)).map((p) => p.linkedinUsername);
});
afterAll(() => ds.destroy());

type Op = { kind: 'reveal'; profile: number } | { kind: 'grant'; amount: number } | { kind: 'unknown' };
type Outcome = 'charged' | 'free' | 'refused' | 'not_found' | 'granted';

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 8, arbitrary: fc.nat({ max: POOL_SIZE - 1 }).map((profile) => ({ kind: 'reveal' as const, profile })) },
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 3 }).map((amount) => ({ kind: 'grant' as const, amount })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'unknown' as const }) },
);
/** A step: one operation, or up to 8 started together. */
const stepArb = fc.oneof(
  { weight: 2, arbitrary: fc.tuple(opArb).map((op) => [...op]) },
  { weight: 1, arbitrary: fc.array(opArb, { minLength: 2, maxLength: 8 }) },
);
const scenarioArb = fc.record({
  /** Credits spent (as an adjustment) before the first step, so runs start anywhere from 5 to 0. */
  drain: fc.integer({ min: 0, max: STARTER }),
  steps: fc.array(stepArb, { minLength: 1, maxLength: 10 }),
});

async function run(userId: string, op: Op): Promise<Outcome> {
  if (op.kind === 'grant') {
    await ds.transaction((m) => credits.grant(m, op.amount, { userId, reason: 'admin_adjustment', reference: 'property test' }));
    return 'granted';
  }
  try {
    const { charged } = await contacts.reveal(userId, op.kind === 'reveal' ? pool[op.profile] : 'nobody-by-this-name-000000');
    return charged ? 'charged' : 'free';
  } catch (err) {
    if (err instanceof AppError && err.code === 'INSUFFICIENT_CREDITS') return 'refused';
    if (err instanceof AppError && err.code === 'NOT_FOUND') return 'not_found';
    throw err;
  }
}

/** What the tables say about the user. */
async function stored(userId: string) {
  const [user] = await ds.query('SELECT remaining_credits, total_credits FROM users WHERE id = $1', [userId]);
  const ledger: Array<{ change: number; reason: string; reference: string | null; balance_after: number }> = await ds.query(
    'SELECT change, reason, reference, balance_after FROM credit_ledger WHERE user_id = $1 ORDER BY created_at',
    [userId],
  );
  const reveals: Array<{ linkedin_username: string }> = await ds.query(
    'SELECT p.linkedin_username FROM contact_reveals r JOIN profiles p ON p.id = r.profile_id WHERE r.user_id = $1',
    [userId],
  );
  return {
    remaining: user.remaining_credits as number,
    total: user.total_credits as number,
    ledger,
    revealed: new Set(reveals.map((r) => r.linkedin_username)),
  };
}

describe('credits under random reveals and grants', () => {
  it('charge each profile once, only while credits last, and keep the ledger equal to the balance', async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb, async ({ drain, steps }) => {
        const { user } = await ds.transaction((m) => users.createWithStarterPlan(m, uniqueEmail('prop'), { newsUpdates: false }));
        if (drain > 0)
          await ds.transaction((m) => credits.spend(m, drain, { userId: user.id, reason: 'admin_adjustment', reference: 'property test' }));

        // The model.
        let balance = STARTER - drain;
        let total = STARTER;
        let adjustments = drain > 0 ? 2 : 1;
        const revealed = new Set<number>();

        for (const ops of steps) {
          const before = balance;
          const outcomes = await Promise.all(ops.map((op) => run(user.id, op)));

          const granted = ops.reduce((sum, op) => sum + (op.kind === 'grant' ? op.amount : 0), 0);
          const fresh = new Set(ops.flatMap((op) => (op.kind === 'reveal' && !revealed.has(op.profile) ? [op.profile] : [])));
          const chargedNow: number[] = [];
          ops.forEach((op, i) => {
            const outcome = outcomes[i];
            if (op.kind === 'grant') expect(outcome).toBe('granted');
            else if (op.kind === 'unknown') expect(outcome).toBe('not_found');
            else if (revealed.has(op.profile))
              expect(outcome).toBe('free'); // revealed before: free forever
            else if (outcome === 'charged') chargedNow.push(op.profile);
            else expect(['free', 'refused']).toContain(outcome);
          });
          // Each new profile is charged at most once, and as many as the credits allowed.
          expect(new Set(chargedNow).size).toBe(chargedNow.length);
          const k = chargedNow.length;
          expect(k).toBeGreaterThanOrEqual(Math.min(before, fresh.size));
          expect(k).toBeLessThanOrEqual(Math.min(before + granted, fresh.size));
          ops.forEach((op, i) => {
            // Refused only once the credits ran out; free only when another call of the step paid.
            if (outcomes[i] === 'refused') expect(k).toBeGreaterThanOrEqual(before);
            if (op.kind === 'reveal' && fresh.has(op.profile) && outcomes[i] === 'free') expect(chargedNow).toContain(op.profile);
          });

          balance = before + granted - k;
          total += granted;
          adjustments += ops.filter((op) => op.kind === 'grant').length;
          for (const p of chargedNow) revealed.add(p);

          const db = await stored(user.id);
          expect(db.remaining).toBe(balance);
          expect(db.remaining).toBeGreaterThanOrEqual(0);
          expect(db.total).toBe(total);
          expect([...db.revealed].sort()).toEqual([...revealed].map((p) => pool[p]).sort());
          // The ledger: one row per change, each balance the previous plus the change, never below zero.
          expect(db.ledger).toHaveLength(adjustments + revealed.size);
          let running = 0;
          for (const row of db.ledger) {
            running += row.change;
            expect(row.balance_after).toBe(running);
            expect(row.balance_after).toBeGreaterThanOrEqual(0);
          }
          expect(running).toBe(db.remaining);
          const reveals = db.ledger.filter((row) => row.reason === 'contact_reveal');
          expect(reveals.every((row) => row.change === -1)).toBe(true);
          expect(reveals.map((row) => row.reference).sort()).toEqual([...db.revealed].sort());
        }
      }),
      { numRuns: 60 },
    );
  });
});
