import { createHash, randomBytes } from 'node:crypto';
import { newProfile, newStaff, newUser, type NewUser } from './factories';
import { clientKeyOf } from '../src/common/rest';
import { MINUTE, startTestServer, uniqueClientIp, type TestServer } from './helpers';

/**
 * Personal API keys (docs/decisions.md, "Integrators"): made, listed and revoked by a signed-in
 * user over GraphQL; sent as `Authorization: Bearer tlk_...` they act as their owner on both
 * transports, spend the owner's credits, have a rate limit of their own, stop at once when revoked,
 * and never open the staff area or manage keys.
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const KEY_FIELDS = 'id name prefix createdAt lastUsedAt revokedAt active';
const CREATE = `mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { key apiKey { ${KEY_FIELDS} } } }`;
const LIST = `{ apiKeys { ${KEY_FIELDS} } }`;
const REVOKE = `mutation ($id: ID!) { revokeApiKey(id: $id) { ${KEY_FIELDS} } }`;
const KEY_SHAPE = /^tlk_[a-z0-9]{8}_[A-Za-z0-9_-]{43}$/;
const INVALID = 'This API key is not valid. Check that you sent the whole key, or create a new one on the account page.';
const REVOKED = 'This API key has been revoked. Create a new one on the account page.';
const NEEDS_SIGN_IN = 'API keys cannot create, list or revoke API keys. Sign in to TalentLens and manage your keys on the account page.';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const firstError = (r: { body: { errors?: Array<{ message: string; extensions?: { code?: string } }> } }) => {
  const e = r.body.errors?.[0];
  return e && { code: e.extensions?.code, message: e.message };
};

async function createKey(server: TestServer, owner: NewUser, name = 'CRM sync'): Promise<{ key: string; id: string; prefix: string }> {
  const r = await server.gql(CREATE, { input: { name } }, { token: owner.token });
  if (!r.body.data?.createApiKey) throw new Error(`createApiKey failed: ${JSON.stringify(r.body)}`);
  const { key, apiKey } = r.body.data.createApiKey;
  return { key, id: apiKey.id, prefix: apiKey.prefix };
}

describe('creating and listing keys', () => {
  it('shows the key once, keeps only its hash and prefix, and lists it without the key', async () => {
    const owner = await newUser(t);
    const created = await t.gql(CREATE, { input: { name: '  CRM sync  ' } }, { token: owner.token });
    expect(created.body.errors).toBeUndefined();
    const { key, apiKey } = created.body.data.createApiKey;
    expect(key).toMatch(KEY_SHAPE);
    expect(apiKey).toMatchObject({ name: 'CRM sync', lastUsedAt: null, revokedAt: null, active: true });
    expect(key.startsWith(`${apiKey.prefix}_`)).toBe(true);
    expect(apiKey.prefix).toMatch(/^tlk_[a-z0-9]{8}$/);

    // At rest: the SHA-256 of the whole key and its prefix; no column holds the key or its secret part.
    const [row] = await t.ds.query('SELECT * FROM api_keys WHERE id = $1', [apiKey.id]);
    expect(row.user_id).toBe(owner.id);
    expect(row.key_hash).toBe(sha256(key));
    const secret = key.slice(apiKey.prefix.length + 1);
    for (const value of Object.values(row)) {
      if (typeof value !== 'string') continue;
      expect(value).not.toContain(key);
      expect(value).not.toContain(secret);
    }

    const listed = await t.gql(LIST, {}, { token: owner.token });
    expect(listed.body.data.apiKeys).toEqual([apiKey]);
    expect(JSON.stringify(listed.body)).not.toContain(secret);
  });

  it('refuses a blank or too long name with a clear message', async () => {
    const owner = await newUser(t);
    const blank = await t.gql(CREATE, { input: { name: '   ' } }, { token: owner.token });
    expect(firstError(blank)).toEqual({ code: 'BAD_USER_INPUT', message: 'Please give the API key a name.' });
    const long = await t.gql(CREATE, { input: { name: 'k'.repeat(101) } }, { token: owner.token });
    expect(firstError(long)).toEqual({ code: 'BAD_USER_INPUT', message: 'An API key name can be at most 100 characters.' });
    expect((await t.gql(CREATE, { input: { name: 'k'.repeat(100) } }, { token: owner.token })).body.errors).toBeUndefined();
  });

  it('allows 10 working keys at a time; revoking one makes room', async () => {
    const owner = await newUser(t);
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) ids.push((await createKey(t, owner, `key ${i}`)).id);
    const eleventh = await t.gql(CREATE, { input: { name: 'one too many' } }, { token: owner.token });
    expect(firstError(eleventh)).toEqual({
      code: 'CONFLICT',
      message: 'You already have 10 active API keys. Revoke one you no longer use before creating another.',
    });
    await t.gql(REVOKE, { id: ids[0] }, { token: owner.token });
    expect((await t.gql(CREATE, { input: { name: 'replacement' } }, { token: owner.token })).body.errors).toBeUndefined();
    // The working keys first, newest first; the revoked one last.
    const names = (await t.gql(LIST, {}, { token: owner.token })).body.data.apiKeys.map((k: { name: string }) => k.name);
    expect(names).toEqual(['replacement', ...Array.from({ length: 9 }, (_, i) => `key ${9 - i}`), 'key 0']);
  });

  it('needs a signed-in session: without one UNAUTHENTICATED, with a key FORBIDDEN', async () => {
    const owner = await newUser(t);
    const { key, id } = await createKey(t, owner);
    expect(firstError(await t.gql(LIST))).toMatchObject({ code: 'UNAUTHENTICATED' });
    for (const [query, variables] of [
      [CREATE, { input: { name: 'minted by a key' } }],
      [LIST, {}],
      [REVOKE, { id }],
    ] as const) {
      expect(firstError(await t.gql(query, variables, { token: key }))).toEqual({ code: 'FORBIDDEN', message: NEEDS_SIGN_IN });
    }
    const [{ n }] = await t.ds.query('SELECT count(*)::int AS n FROM api_keys WHERE user_id = $1', [owner.id]);
    expect(n).toBe(1);
    expect((await t.gql(LIST, {}, { token: owner.token })).body.data.apiKeys[0].active).toBe(true);
  });
});

describe('using a key', () => {
  it('acts as its owner on GraphQL and REST, and notes when it was last used at most once a minute', async () => {
    const owner = await newUser(t);
    const { key, id } = await createKey(t, owner);
    const me = await t.gql('{ me { id email } }', {}, { token: key });
    expect(me.body.data.me).toEqual({ id: owner.id, email: owner.email });
    const rest = await t.rest('GET', `/api/users/profile/${owner.id}`, undefined, { token: key });
    expect(rest.status).toBe(200);
    expect(rest.body.data.email).toBe(owner.email);

    const lastUsed = async () => (await t.ds.query('SELECT last_used_at FROM api_keys WHERE id = $1', [id]))[0].last_used_at as Date;
    const first = await lastUsed();
    expect(first).toBeInstanceOf(Date);
    t.clock.advance(30_000);
    await t.gql('{ me { id } }', {}, { token: key });
    expect(await lastUsed()).toEqual(first);
    t.clock.advance(MINUTE);
    await t.gql('{ me { id } }', {}, { token: key });
    expect((await lastUsed()).getTime()).toBeGreaterThan(first.getTime());
    const listed = (await t.gql(LIST, {}, { token: owner.token })).body.data.apiKeys[0];
    expect(new Date(listed.lastUsedAt).getTime()).toBe((await lastUsed()).getTime());
  });

  it('charges contact reveals to the key owner, exactly as a session does', async () => {
    const owner = await newUser(t);
    const { key } = await createKey(t, owner);
    const person = await newProfile(t.ds);
    const reveal = await t.rest('GET', `/api/profile/contacts/${person.linkedinUsername}`, undefined, { token: key });
    expect(reveal.status).toBe(200);
    expect(reveal.body.data).toMatchObject({ charged: true, remainingCredits: 4, totalCredits: 5 });
    const again = await t.rest('GET', `/api/profile/contacts/${person.linkedinUsername}`, undefined, { token: key });
    expect(again.body.data).toMatchObject({ charged: false, remainingCredits: 4 });

    const other = await newProfile(t.ds);
    const gql = await t.gql(
      'mutation ($u: String!) { revealContacts(linkedinUsername: $u) { charged user { id remainingCredits } } }',
      { u: other.linkedinUsername },
      { token: key },
    );
    expect(gql.body.data.revealContacts).toEqual({ charged: true, user: { id: owner.id, remainingCredits: 3 } });

    const [balance] = await t.ds.query('SELECT remaining_credits FROM users WHERE id = $1', [owner.id]);
    expect(balance.remaining_credits).toBe(3);
    const ledger = await t.ds.query('SELECT change, reason FROM credit_ledger WHERE user_id = $1 ORDER BY created_at', [owner.id]);
    expect(ledger).toEqual([
      { change: 5, reason: 'signup_bonus' },
      { change: -1, reason: 'contact_reveal' },
      { change: -1, reason: 'contact_reveal' },
    ]);
  });

  it('stops working at once when revoked, on both transports, and its owner sees when', async () => {
    const owner = await newUser(t);
    const { key, id } = await createKey(t, owner);
    expect((await t.gql('{ me { id } }', {}, { token: key })).body.data.me.id).toBe(owner.id);

    const revoked = await t.gql(REVOKE, { id }, { token: owner.token });
    expect(revoked.body.data.revokeApiKey).toMatchObject({ id, active: false, revokedAt: expect.any(String) });

    const rest = await t.rest('GET', `/api/users/profile/${owner.id}`, undefined, { token: key });
    expect(rest.status).toBe(401);
    expect(rest.body).toEqual({ status: 'error', code: 'UNAUTHENTICATED', message: REVOKED });
    expect(firstError(await t.gql('{ me { id } }', {}, { token: key }))).toEqual({ code: 'UNAUTHENTICATED', message: REVOKED });

    // Revoking again changes nothing; the owner's session is untouched.
    const again = await t.gql(REVOKE, { id }, { token: owner.token });
    expect(again.body.data.revokeApiKey.revokedAt).toBe(revoked.body.data.revokeApiKey.revokedAt);
    expect((await t.gql('{ me { id } }', {}, { token: owner.token })).body.data.me.id).toBe(owner.id);
  });

  it("cannot revoke another user's key, nor an id that is not a key", async () => {
    const owner = await newUser(t);
    const stranger = await newUser(t);
    const { key, id } = await createKey(t, owner);
    for (const target of [id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect(firstError(await t.gql(REVOKE, { id: target }, { token: stranger.token }))).toEqual({
        code: 'NOT_FOUND',
        message: 'API key not found',
      });
    }
    expect((await t.gql(LIST, {}, { token: stranger.token })).body.data.apiKeys).toEqual([]);
    expect((await t.gql('{ me { id } }', {}, { token: key })).body.data.me.id).toBe(owner.id);
  });

  it('refuses unknown and malformed keys with 401', async () => {
    const owner = await newUser(t);
    const { key } = await createKey(t, owner);
    const unknown = `${key.slice(0, -4)}${key.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    for (const bad of [unknown, 'tlk_', 'tlk_abc', `${key}x`, key.replace(/^tlk_[a-z0-9]{8}/, 'tlk_ABCDEFGH')]) {
      const rest = await t.rest('GET', `/api/users/profile/${owner.id}`, undefined, { token: bad });
      expect(rest.status).toBe(401);
      expect(rest.body).toEqual({ status: 'error', code: 'UNAUTHENTICATED', message: INVALID });
      expect(firstError(await t.gql('{ me { id } }', {}, { token: bad }))).toEqual({ code: 'UNAUTHENTICATED', message: INVALID });
    }
  });

  it('does not sign out: logout with a key is refused and ends nothing', async () => {
    const owner = await newUser(t);
    const { key } = await createKey(t, owner);
    const message = 'An API key does not sign out: it works until it is revoked. Revoke it on the account page to stop it working.';
    const rest = await t.rest('POST', '/api/users/logout', undefined, { token: key });
    expect(rest.status).toBe(403);
    expect(rest.body).toEqual({ status: 'error', code: 'FORBIDDEN', message });
    expect(firstError(await t.gql('mutation { logout { message } }', {}, { token: key }))).toEqual({ code: 'FORBIDDEN', message });
    expect((await t.gql('{ me { id } }', {}, { token: key })).body.data.me.id).toBe(owner.id);
    expect((await t.gql('{ me { id } }', {}, { token: owner.token })).body.data.me.id).toBe(owner.id);
  });

  it('never opens the staff area, on REST or GraphQL', async () => {
    const owner = await newUser(t);
    const { key } = await createKey(t, owner);
    await newStaff(t, 'superadmin'); // a staff area with someone in it
    for (const [method, path] of [
      ['GET', '/api/admins/me'],
      ['GET', '/api/admins/admin/list'],
      ['POST', '/api/admins/admin'],
    ] as const) {
      const r = await t.rest(method, path, method === 'POST' ? {} : undefined, { token: key });
      expect(r.status).toBe(401);
      expect(r.body.status).toBe('error');
    }
    for (const query of ['{ adminMe { id } }', '{ customers { total } }', '{ staffAccounts { id } }']) {
      const r = await t.gql(query, {}, { token: key });
      expect(r.body.data ?? null).toBeNull();
      expect(firstError(r)?.code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('the rate limit of a key', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ API_KEY_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => limited.close());

  it('answers 429 with Retry-After past the limit on both transports, per key, leaving the session alone', async () => {
    const owner = await newUser(limited);
    const { key } = await createKey(limited, owner);
    const { key: second } = await createKey(limited, owner, 'second');
    for (let i = 0; i < 3; i++) expect((await limited.gql('{ me { id } }', {}, { token: key })).body.data.me.id).toBe(owner.id);

    const rest = await limited.rest('GET', `/api/users/profile/${owner.id}`, undefined, { token: key });
    expect(rest.status).toBe(429);
    expect(rest.body.status).toBe('error');
    expect(rest.body.message).toMatch(
      /^Too many requests with this API key \(at most 3 a minute\)\. Please wait \d+ seconds? and try again\.$/,
    );
    const retryAfter = Number(rest.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);

    const gql = await limited.gql('{ me { id } }', {}, { token: key });
    expect(gql.status).toBe(429);
    expect(Number(gql.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(firstError(gql)).toMatchObject({ code: 'RATE_LIMITED' });

    // Another key of the same owner, and the owner's session, have limits of their own.
    expect((await limited.gql('{ me { id } }', {}, { token: second })).body.data.me.id).toBe(owner.id);
    for (let i = 0; i < 5; i++) expect((await limited.gql('{ me { id } }', {}, { token: owner.token })).status).toBe(200);
  });

  it('is one limit across server processes on the database, not one per process', async () => {
    const other = await startTestServer({ API_KEY_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const owner = await newUser(limited);
      const { key } = await createKey(limited, owner);
      // Two requests through one process, one through the other: the limit of 3 is used up.
      for (const server of [limited, other, limited]) expect((await server.gql('{ me { id } }', {}, { token: key })).status).toBe(200);
      expect((await other.gql('{ me { id } }', {}, { token: key })).status).toBe(429);
      expect((await limited.gql('{ me { id } }', {}, { token: key })).status).toBe(429);
    } finally {
      await other.close();
    }
  });
});

describe('keys that do not work, counted per client in the database', () => {
  let guarded: TestServer;
  beforeAll(async () => {
    guarded = await startTestServer({ API_KEY_FAILURES_PER_CLIENT: '5', API_KEYS_PER_USER: '2' });
  });
  afterAll(() => guarded.close());

  const TOO_MANY =
    /^Too many requests with API keys that are not valid came from your network\. Please wait \d+ minutes?, then try again with a working key from the account page\.$/;
  /** A well-shaped key nobody holds. */
  const wrongKey = () => `tlk_${randomBytes(8).toString('hex').slice(0, 8)}_${randomBytes(32).toString('base64url')}`;
  const me = (token: string, clientIp: string) => guarded.rest('GET', '/api/users/searches', undefined, { token, clientIp });
  const failuresOf = async (clientIp: string) =>
    Number(
      (await guarded.ds.query('SELECT points FROM rate_limits WHERE key = $1', [`api_key_failures:${clientKeyOf(clientIp)}`]))[0]?.points ??
        0,
    );

  it('counts N wrong keys sent at once as N before looking any up, refuses the rest with 429, and leaves working keys alone', async () => {
    const owner = await newUser(guarded);
    const { key } = await createKey(guarded, owner);
    const attacker = uniqueClientIp();
    // The owner's key works from that network before the burst (this process has seen it work).
    expect((await me(key, attacker)).status).toBe(200);

    const burst = await Promise.all(Array.from({ length: 12 }, () => me(wrongKey(), attacker)));
    const statuses = burst.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
    for (const refused of burst.filter((r) => r.status === 429)) {
      expect(refused.body).toMatchObject({ status: 'error', code: 'RATE_LIMITED' });
      expect(refused.body.message).toMatch(TOO_MANY);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(await failuresOf(attacker)).toBe(12);
    // GraphQL counts the same way.
    const gql = await guarded.gql('{ me { id } }', {}, { token: wrongKey(), clientIp: attacker });
    expect(gql.status).toBe(429);
    expect(firstError(gql)?.code).toBe('RATE_LIMITED');

    // A key already seen working is not refused for the attacker's failures, even from the same network.
    expect((await me(key, attacker)).status).toBe(200);
    // Another client is not affected: its wrong key is a plain 401.
    const another = uniqueClientIp();
    expect((await me(wrongKey(), another)).status).toBe(401);
    expect(await failuresOf(another)).toBe(1);
  });

  it('does not count a working key, even sent many times at once on its first use', async () => {
    const owner = await newUser(guarded);
    const { key } = await createKey(guarded, owner);
    const client = uniqueClientIp();
    const many = await Promise.all(Array.from({ length: 10 }, () => me(key, client)));
    expect(many.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await failuresOf(client)).toBe(0);
  });

  it('counts a revoked key as a failure', async () => {
    const owner = await newUser(guarded);
    const { key, id } = await createKey(guarded, owner);
    const client = uniqueClientIp();
    expect((await me(key, client)).status).toBe(200);
    await guarded.gql(REVOKE, { id }, { token: owner.token });
    const revoked = await me(key, client);
    expect(revoked.status).toBe(401);
    expect(revoked.body.message).toBe(REVOKED);
    expect(await failuresOf(client)).toBe(1);
  });

  it('holds API_KEYS_PER_USER working keys per user, with a clear message', async () => {
    const owner = await newUser(guarded);
    await createKey(guarded, owner, 'one');
    await createKey(guarded, owner, 'two');
    const third = await guarded.gql(CREATE, { input: { name: 'three' } }, { token: owner.token });
    expect(firstError(third)).toEqual({
      code: 'CONFLICT',
      message: 'You already have 2 active API keys. Revoke one you no longer use before creating another.',
    });
  });
});
