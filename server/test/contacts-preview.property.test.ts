import fc from 'fast-check';
import type { DataSource } from 'typeorm';
import { AppError } from '../src/common/errors';
import { createDataSource } from '../src/db/data-source';
import { ContactsService } from '../src/modules/contacts/contacts.service';
import { CreditsService } from '../src/modules/credits/credits.service';
import type { ContactStatus } from '../src/modules/profiles/profile-contact.entity';
import type { ContactWrite } from '../src/modules/profiles/profile-writer.repository';
import { SettingsService } from '../src/modules/settings/settings.service';
import { UsersService } from '../src/modules/users/users.service';
import { newProfile } from './factories';
import { TestClock, uniqueEmail } from './helpers';

/**
 * The preview never lies: for generated people (a current role or none, contacts of every kind,
 * type, status and domain: the current employer's, a subdomain of it, a former employer's, a
 * free-mail one, checked days or years ago or never) and users who did or did not reveal them
 * before and have 0 to 2 credits left, what the preview says (counts by status, cost) is what the
 * reveal then returns and charges, and the hidden contacts and outdated counts follow the rules
 * written out here on their own.
 */
let ds: DataSource;
let credits: CreditsService;
let contacts: ContactsService;
let users: UsersService;

beforeAll(async () => {
  ds = createDataSource(process.env.DATABASE_URL!);
  await ds.initialize();
  credits = new CreditsService(ds);
  contacts = new ContactsService(ds, credits, HIDE_DAYS);
  users = new UsersService(ds, credits, new SettingsService(ds), new TestClock());
});
afterAll(() => ds.destroy());

const CURRENT = 'vexmoor-gizmoworks.example';
const FORMER = 'plonkbury-widgetry.example';
type Where = 'current' | 'subdomain' | 'former' | 'free';
const DOMAIN: Record<Where, string> = { current: CURRENT, subdomain: `eu.${CURRENT}`, former: FORMER, free: 'testmail.example' };
const STATUSES: ContactStatus[] = ['verified', 'likely', 'unverified', 'outdated'];
/** CONTACT_HIDE_DAYS of these tests: a contact last checked longer ago is hidden. */
const HIDE_DAYS = 365;
const DAY_MS = 86_400_000;

const contactArb = fc.record({
  kind: fc.constantFrom('email' as const, 'phone' as const),
  status: fc.constantFrom(...STATUSES),
  type: fc.constantFrom('work' as const, 'personal' as const),
  where: fc.constantFrom<Where>('current', 'subdomain', 'former', 'free'),
  // Days since its last check (null: never checked, so dated by when it was written: now); past HIDE_DAYS it is hidden.
  checkedDaysAgo: fc.option(fc.constantFrom(3, 200, HIDE_DAYS - 1, HIDE_DAYS + 1, 800), { nil: null }),
});
const personArb = fc.record({
  holdsRole: fc.boolean(),
  contacts: fc.array(contactArb, { maxLength: 6 }),
  revealedBefore: fc.boolean(),
  creditsLeft: fc.integer({ min: 0, max: 2 }),
});

type Counts = { total: number; verified: number; likely: number; unverified: number; outdated: number };
function countsOf(list: Array<{ status: string }>): Counts {
  const counts: Counts = { total: list.length, verified: 0, likely: 0, unverified: 0, outdated: 0 };
  for (const c of list) counts[c.status as ContactStatus]++;
  return counts;
}

async function ledgerLength(userId: string): Promise<number> {
  const [{ n }] = await ds.query('SELECT count(*)::int AS n FROM credit_ledger WHERE user_id = $1', [userId]);
  return n;
}

describe('the contact preview', () => {
  it('says what the reveal then returns and charges', async () => {
    await fc.assert(
      fc.asyncProperty(personArb, async ({ holdsRole, contacts: drawn, revealedBefore, creditsLeft }) => {
        let n = 0;
        const written: ContactWrite[] = drawn.map((c) => ({
          kind: c.kind,
          value: c.kind === 'email' ? `zorvina.${n++}@${DOMAIN[c.where]}` : `+999 301 5550 ${String(1000 + n++)}`,
          status: c.status,
          type: c.type,
          lastVerifiedAt: c.checkedDaysAgo === null ? null : new Date(Date.now() - c.checkedDaysAgo * DAY_MS).toISOString(),
        }));
        const role = (companyDomain: string, start: string, end: string | null) => ({
          title: 'Gizmologist',
          company: companyDomain,
          companyDomain,
          industry: 'Gizmotronics',
          location: 'Testville, Testland',
          start,
          end,
          summary: null,
        });
        const person = await newProfile(ds, {
          workExperiences: [role(CURRENT, '2021-03', holdsRole ? null : '2025-09'), role(FORMER, '2015-09', '2021-02')],
          contacts: written,
        });
        const { user } = await ds.transaction((m) => users.createWithStarterPlan(m, uniqueEmail('preview'), { newsUpdates: false }));
        if (revealedBefore) await contacts.reveal(user.id, person.linkedinUsername);
        const { remainingCredits } = await credits.balance(user.id);
        if (remainingCredits > creditsLeft)
          await ds.transaction((m) =>
            credits.spend(m, remainingCredits - creditsLeft, { userId: user.id, reason: 'admin_adjustment', reference: 'property test' }),
          );

        const cost = await contacts.cost(user.id, [person.linkedinUsername]);
        const preview = cost.profiles[0].preview!;
        expect(cost.totalCost).toBe(preview.cost);
        expect((await contacts.previews(user.id, [person.id])).get(person.id)).toEqual(preview);

        // The rules, written out apart from the code: a contact last checked more than HIDE_DAYS ago is
        // hidden; a work e-mail off the current employer's domain is outdated.
        const expected = written.flatMap((c, i) => {
          const { where, checkedDaysAgo } = drawn[i];
          if (checkedDaysAgo !== null && checkedDaysAgo > HIDE_DAYS) return [];
          const outdated = c.kind === 'email' && c.type === 'work' && (!holdsRole || (where !== 'current' && where !== 'subdomain'));
          return [{ kind: c.kind, status: outdated ? 'outdated' : c.status }];
        });
        expect(preview.emails).toEqual(countsOf(expected.filter((c) => c.kind === 'email')));
        expect(preview.phones).toEqual(countsOf(expected.filter((c) => c.kind === 'phone')));
        const usable = expected.some((c) => c.status === 'verified' || c.status === 'likely');
        expect(preview.revealed).toBe(revealedBefore);
        expect(preview.cost).toBe(!revealedBefore && usable ? 1 : 0);

        const rowsBefore = await ledgerLength(user.id);
        const balanceBefore = (await credits.balance(user.id)).remainingCredits;
        let revealed;
        try {
          revealed = await contacts.reveal(user.id, person.linkedinUsername);
        } catch (err) {
          // Refused only when the preview asked for a credit the user does not have; nothing changed.
          expect(err).toBeInstanceOf(AppError);
          expect((err as AppError).code).toBe('INSUFFICIENT_CREDITS');
          expect(preview.cost).toBeGreaterThan(creditsLeft);
          expect(await ledgerLength(user.id)).toBe(rowsBefore);
          return;
        }
        expect(preview.cost).toBeLessThanOrEqual(creditsLeft);
        expect(revealed.creditsCharged).toBe(preview.cost);
        expect(revealed.charged).toBe(preview.cost > 0);
        expect(revealed.remainingCredits).toBe(balanceBefore - preview.cost);
        expect(countsOf(revealed.emails)).toEqual(preview.emails);
        expect(countsOf(revealed.phoneNumbers)).toEqual(preview.phones);
        // A first reveal writes one ledger row (of 0 when free, with the message); a later one none.
        expect(await ledgerLength(user.id)).toBe(rowsBefore + (revealedBefore ? 0 : 1));
        expect(revealed.message !== null).toBe(!revealedBefore && preview.costReason === 'nothing_usable');
        // Outdated ones come last.
        const ranks = revealed.emails.map((e) => STATUSES.indexOf(e.status));
        expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      }),
      { numRuns: 50 },
    );
  });
});
