/**
 * The sign-up bonus is granted once per mailbox, and free-mail or disposable providers (from the
 * maintained lists, the spec's five among them) cannot sign up at all.
 */
import { randomUUID } from 'node:crypto';
import { codeIn, startTestServer, TestServer } from './helpers';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const REGISTERED = 'Registration successful! Redirecting to dashboard...';
const NO_BONUS =
  'Registration successful! This mailbox already received its free Starter credits with another account, so this account starts with 0 credits. Redirecting to dashboard...';

async function register(email: string) {
  const sent = await t.rest('POST', '/api/users/email-otp', { userEmail: email, type: 'register', termsAccepted: true });
  expect(sent.status).toBe(200);
  const mail = await t.lastMailTo(email.trim().toLowerCase());
  return t.rest('POST', '/api/users/verify-otp', { userEmail: email, otp: codeIn(mail!.text), type: 'register', termsAccepted: true });
}

async function ledgerOf(userId: string): Promise<Array<{ change: number; reason: string; reference: string | null }>> {
  return t.ds.query('SELECT change, reason, reference FROM credit_ledger WHERE user_id = $1 ORDER BY created_at', [userId]);
}

describe('one sign-up bonus per mailbox', () => {
  it('a plus-address of a mailbox that already had the bonus starts with 0 credits and is told why', async () => {
    const domain = `acme-${randomUUID().slice(0, 8)}.io`;
    const first = await register(`jane.doe@${domain}`);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(REGISTERED);
    expect(first.body.data).toMatchObject({ remainingCredits: 5, totalCredits: 5 });

    const second = await register(`Jane.Doe+trial@${domain}`);
    expect(second.status).toBe(200);
    expect(second.body.data._id).not.toBe(first.body.data._id); // another account ...
    expect(second.body.message).toBe(NO_BONUS); // ... told why it has nothing
    expect(second.body.data).toMatchObject({ remainingCredits: 0, totalCredits: 0 });
    expect(await ledgerOf(second.body.data._id)).toEqual([{ change: 0, reason: 'signup_bonus', reference: 'mailbox_already_claimed' }]);

    const third = await register(`jane.doe+again@${domain}`);
    expect(third.body.data.remainingCredits).toBe(0);

    // A different mailbox on the same domain is a different person.
    const colleague = await register(`janedoe@${domain}`);
    expect(colleague.body.data.remainingCredits).toBe(5);

    // The credit history says it too.
    const ledger = await t.gql(
      '{ creditLedger { total items { change reason reference balanceAfter } } me { remainingCredits } }',
      undefined,
      {
        token: second.body.data.token,
      },
    );
    expect(ledger.body.data).toEqual({
      creditLedger: { total: 1, items: [{ change: 0, reason: 'signup_bonus', reference: 'mailbox_already_claimed', balanceAfter: 0 }] },
      me: { remainingCredits: 0 },
    });
  });

  it('two sign-ups of one mailbox at the same moment: exactly one gets the bonus', async () => {
    const domain = `race-${randomUUID().slice(0, 8)}.io`;
    const emails = ['sam@', 'sam+1@', 'sam+2@', 'sam+3@'].map((local) => `${local}${domain}`);
    const codes: string[] = [];
    for (const email of emails) {
      await t.rest('POST', '/api/users/email-otp', { userEmail: email, type: 'register', termsAccepted: true });
      codes.push(codeIn((await t.lastMailTo(email))!.text));
    }
    const answers = await Promise.all(
      emails.map((email, i) =>
        t.rest('POST', '/api/users/verify-otp', { userEmail: email, otp: codes[i], type: 'register', termsAccepted: true }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(answers.map((a) => a.body.data.remainingCredits).sort()).toEqual([0, 0, 0, 5]);
    const [{ n }] = await t.ds.query('SELECT count(*)::int AS n FROM signup_bonus_claims WHERE mailbox = $1', [`sam@${domain}`]);
    expect(n).toBe(1);
  });

  it('signing in again to the same account is not a new sign-up', async () => {
    const email = `lee@acme-${randomUUID().slice(0, 8)}.io`;
    const first = await register(email);
    const again = await register(email.toUpperCase());
    expect(again.body.data._id).toBe(first.body.data._id);
    expect(again.body.data.remainingCredits).toBe(5);
  });
});

describe('free-mail and disposable providers', () => {
  it.each([
    'someone@icloud.com',
    'someone@googlemail.com',
    'someone@proton.me',
    'someone@gmx.de',
    'someone@yandex.ru',
    'someone@live.com',
    'someone@mailinator.com',
    'someone@gmail.com',
  ])("%s cannot sign up (REST and GraphQL), with the spec's message", async (email) => {
    const rest = await t.rest('POST', '/api/users/email-otp', { userEmail: email, type: 'register', termsAccepted: true });
    expect(rest.status).toBe(400);
    expect(rest.body).toEqual({ status: 'error', code: 'BAD_USER_INPUT', message: 'Please use a official email address' });
    const gql = await t.gql('mutation R($input: RequestOtpInput!) { requestOtp(input: $input) { message } }', {
      input: { userEmail: email, type: 'register', termsAccepted: true },
    });
    expect(gql.body.errors[0]).toMatchObject({ message: 'Please use a official email address', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await t.lastMailTo(email)).toBeUndefined();
  });
});
