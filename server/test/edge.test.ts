/**
 * The edge of both transports: text no database can store is refused with the field's name and
 * nothing is written; malformed paths and bodies get a clear 4xx in the usual envelope; signed-in
 * answers are never cached; and a link on another site cannot spend credits or change anything.
 */
import { newProfiles, newUser } from './factories';
import { startTestServer, TestServer } from './helpers';

let t: TestServer;
let token: string;
let userId: string;
beforeAll(async () => {
  t = await startTestServer();
  ({ token, id: userId } = await newUser(t));
});
afterAll(() => t.close());

const NOT_ALLOWED = /contains a character that is not allowed \(a NUL character or an unpaired surrogate/;

async function historyCount(): Promise<number> {
  const [{ n }] = await t.ds.query('SELECT count(*)::int AS n FROM search_history WHERE user_id = $1', [userId]);
  return n;
}
async function listCount(): Promise<number> {
  const [{ n }] = await t.ds.query('SELECT count(*)::int AS n FROM profile_lists WHERE user_id = $1', [userId]);
  return n;
}
async function stillAnswers() {
  expect((await t.rest('GET', '/healthz')).status).toBe(200);
  const search = await t.rest('GET', '/api/search/profiles?searchterm=engineer', undefined, { token });
  expect(search.status).toBe(200);
}

describe('text no database can store', () => {
  it('a NUL byte in a signed-in search: 400 naming searchterm, nothing recorded, the server goes on', async () => {
    const before = await historyCount();
    const r = await t.rest('GET', '/api/search/profiles?searchterm=abc%00def', undefined, { token });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ status: 'error', code: 'BAD_USER_INPUT', message: expect.stringMatching(NOT_ALLOWED) });
    expect(r.body.message).toMatch(/^searchterm /);
    expect(await historyCount()).toBe(before);
    await stillAnswers();
  });

  it('an unpaired surrogate in a persona search over GraphQL: BAD_USER_INPUT naming the field, nothing recorded', async () => {
    const before = await historyCount();
    for (const query of ['x\ud800', '\udc00y', 'ok \ud83d']) {
      const r = await t.gql(
        'query S($input: SearchInput!) { searchProfiles(input: $input) { totalResults } }',
        { input: { type: 'persona', persona: 'early-manager', query } },
        { token },
      );
      expect(r.status).toBe(400);
      expect(r.body.errors).toEqual([
        expect.objectContaining({ message: expect.stringMatching(NOT_ALLOWED), extensions: { code: 'BAD_USER_INPUT' } }),
      ]);
      expect(r.body.errors[0].message).toMatch(/^variables\.input\.query /);
    }
    expect(await historyCount()).toBe(before);
    await stillAnswers();
  });

  it('emoji, right-to-left text and accents are ordinary text and pass', async () => {
    const r = await t.rest('GET', `/api/search/profiles?searchterm=${encodeURIComponent('مهندس 👩‍💻 Zoë')}`, undefined, { token });
    expect(r.status).toBe(200);
    const list = await t.rest('POST', '/api/profile/list', { name: 'Ingénieurs 🚀 מהנדסים' }, { token });
    expect(list.status).toBe(201);
    expect(list.body.data.name).toBe('Ingénieurs 🚀 מהנדסים');
  });

  it('a NUL in a list name, in JSON or written into the GraphQL document: refused, no list created', async () => {
    const before = await listCount();
    const rest = await t.rest('POST', '/api/profile/list', { name: 'Berlin\u0000leads', description: 'x' }, { token });
    expect(rest.status).toBe(400);
    expect(rest.body.message).toMatch(/^name contains a character that is not allowed/);
    const nested = await t.rest('POST', '/api/profile/list', { name: 'ok', description: 'fine', extra: { deep: ['\udfff'] } }, { token });
    expect(nested.status).toBe(400);
    expect(nested.body.message).toMatch(/^extra\.deep\[0\] contains/);
    const literal = await t.gql('mutation { createList(input: { name: "Berlin\\u0000leads" }) { id } }', undefined, { token });
    expect(literal.status).toBe(400);
    expect(literal.body.errors[0]).toMatchObject({
      message: expect.stringMatching(/^input\.name contains a character that is not allowed/),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const variable = await t.gql(
      'mutation C($input: CreateListInput!) { createList(input: $input) { id } }',
      { input: { name: 'a\u0000' } },
      { token },
    );
    expect(variable.status).toBe(400);
    expect(variable.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(await listCount()).toBe(before);
  });

  it('a NUL in a path parameter: 400, not a 500', async () => {
    const r = await t.rest('GET', '/api/profile/contacts/abc%00def', undefined, { token });
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/^The request path contains a character that is not allowed/);
  });
});

describe('malformed requests', () => {
  it.each([
    ['/api/profile/list/%zz'],
    ['/api/profile/contacts/%E0%A4%A'],
    ['/api/users/profile/%'],
    ['/api/profile/id/abc%zz'],
    ['/api/profile/list/%ED%A0%80/export'],
  ])('bad percent-encoding in %s: 400 in the envelope', async (path) => {
    const r = await t.rest('GET', path, undefined, { token });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      status: 'error',
      code: 'BAD_USER_INPUT',
      message: 'The request path is not valid: it holds a broken percent-encoding (such as %zz).',
    });
  });

  it('JSON nested thousands deep: 400 on both transports, and the server goes on', async () => {
    const deep = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
    const rest = await t.rest('POST', '/api/profile/list', `{"name":"deep","description":${deep}}`, { token });
    expect(rest.status).toBe(400);
    expect(rest.body).toEqual({
      status: 'error',
      code: 'BAD_USER_INPUT',
      message: 'The request is nested too deeply (more than 32 levels).',
    });
    const arrays = await t.rest('POST', '/api/profile/addtolist', '['.repeat(3000) + ']'.repeat(3000), { token });
    expect(arrays.status).toBe(400);
    const gql = await t.rest('POST', '/graphql', `{"query":"{ me { id } }","variables":{"x":${deep}}}`, { token });
    expect(gql.status).toBe(400);
    expect(gql.body.errors[0]).toEqual({
      message: 'The request is nested too deeply (more than 32 levels).',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    await stillAnswers();
  });

  it('a GraphQL body over the size limit: 413 in the GraphQL shape; a REST one: 413 in the envelope', async () => {
    const big = JSON.stringify({ query: `{ me { id } } # ${'x'.repeat(150_000)}` });
    const gql = await t.rest('POST', '/graphql', big, { token });
    expect(gql.status).toBe(413);
    expect(gql.body).toEqual({ errors: [{ message: 'The request body is too large.', extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
    const rest = await t.rest('POST', '/api/profile/list', JSON.stringify({ name: 'x'.repeat(150_000) }), { token });
    expect(rest.status).toBe(413);
    expect(rest.body).toEqual({ status: 'error', code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' });
  });
});

describe('caching of signed-in answers', () => {
  it('every signed-in answer says Cache-Control: no-store, REST and GraphQL, success and error', async () => {
    const answers = [
      await t.rest('GET', `/api/users/profile/${userId}`, undefined, { token }),
      await t.rest('GET', '/api/profile/list', undefined, { token }),
      await t.rest('GET', '/api/profile/list/00000000-0000-0000-0000-000000000000', undefined, { token }),
      await t.rest('GET', '/api/search/profiles?searchterm=designer', undefined, { token }),
      await t.gql('{ me { id remainingCredits } }', undefined, { token }),
    ];
    for (const a of answers) expect(a.headers.get('cache-control')).toBe('no-store');
  });
});

describe('requests started by another site', () => {
  const cookie = () => `tl_session=${token}`;
  let usernames: string[];
  let links: string[];
  beforeAll(async () => {
    const people = await newProfiles(t.ds, 4);
    usernames = people.map((p) => p.linkedinUsername);
    links = people.map((p) => p.linkedinLink);
  });
  async function credits(): Promise<number> {
    const [row] = await t.ds.query('SELECT remaining_credits FROM users WHERE id = $1', [userId]);
    return row.remaining_credits;
  }
  async function reveals(): Promise<number> {
    const [{ n }] = await t.ds.query('SELECT count(*)::int AS n FROM contact_reveals WHERE user_id = $1', [userId]);
    return n;
  }
  const call = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
    fetch(t.url + path, {
      method,
      headers: { 'x-forwarded-for': t.clientIp, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it('a cross-site link to the contacts route, carrying only the cookie, is refused and spends nothing', async () => {
    const before = { credits: await credits(), reveals: await reveals() };
    const r = await call('GET', `/api/profile/contacts/${usernames[0]}`, {
      cookie: cookie(),
      'sec-fetch-site': 'cross-site',
      'sec-fetch-mode': 'navigate',
    });
    expect(r.status).toBe(403);
    expect(await r.json()).toEqual({
      status: 'error',
      code: 'FORBIDDEN',
      message: 'This request came from another website, so it was refused. Open TalentLens and try again there.',
    });
    expect({ credits: await credits(), reveals: await reveals() }).toEqual(before);
  });

  it('so is the refresh route, a list write and a GraphQL mutation; a browser without Sec-Fetch-Site is judged by Origin', async () => {
    const update = await call('GET', `/api/profile/update/${Buffer.from(links[1]).toString('base64url')}`, {
      cookie: cookie(),
      'sec-fetch-site': 'cross-site',
    });
    expect(update.status).toBe(403);
    const lists = await listCount();
    const create = await call('POST', '/api/profile/list', { cookie: cookie(), origin: 'https://evil.example' }, { name: 'planted' });
    expect(create.status).toBe(403);
    const gql = await call(
      'POST',
      '/graphql',
      { cookie: cookie(), 'sec-fetch-site': 'cross-site' },
      { query: `mutation { revealContacts(linkedinUsername: "${usernames[1]}") { charged } }` },
    );
    expect(gql.status).toBe(403);
    expect(((await gql.json()) as any).errors[0].extensions.code).toBe('FORBIDDEN');
    const nullOrigin = await call('DELETE', '/api/profile/list/00000000-0000-0000-0000-000000000000', { cookie: cookie(), origin: 'null' });
    expect(nullOrigin.status).toBe(403);
    expect(await listCount()).toBe(lists);
  });

  it('same-site is not same-origin: a sibling subdomain or another port of this host spends nothing and writes nothing', async () => {
    const before = { credits: await credits(), reveals: await reveals(), lists: await listCount() };
    // An <img> on a page at another port of the same host: the browser says same-site and sends the cookie.
    const img = await call('GET', `/api/profile/contacts/${usernames[0]}`, {
      cookie: cookie(),
      'sec-fetch-site': 'same-site',
      'sec-fetch-mode': 'no-cors',
      'sec-fetch-dest': 'image',
    });
    expect(img.status).toBe(403);
    const sibling = new URL(t.url);
    sibling.port = String(Number(sibling.port) + 1);
    const create = await call(
      'POST',
      '/graphql',
      { cookie: cookie(), 'sec-fetch-site': 'same-site', origin: sibling.origin },
      { query: 'mutation { createList(input: { name: "planted by a sibling" }) { id } }' },
    );
    expect(create.status).toBe(403);
    // An older browser without Sec-Fetch-Site is judged by Origin: a sibling subdomain of the app's address is not the app.
    const subdomain = await call(
      'POST',
      '/api/profile/list',
      { cookie: cookie(), origin: 'http://evil.localhost:4000' },
      { name: 'planted' },
    );
    expect(subdomain.status).toBe(403);
    // A cookie that proves nothing of where the request came from (no Sec-Fetch-Site, Origin or Referer) is not enough to spend.
    const bare = await call('GET', `/api/profile/contacts/${usernames[0]}`, { cookie: cookie() });
    expect(bare.status).toBe(403);
    expect({ credits: await credits(), reveals: await reveals(), lists: await listCount() }).toEqual(before);
  });

  it('the same requests from the app itself work, and so do Bearer clients from anywhere', async () => {
    const before = await credits();
    const sameOrigin = await call('GET', `/api/profile/contacts/${usernames[2]}`, { cookie: cookie(), 'sec-fetch-site': 'same-origin' });
    expect(sameOrigin.status).toBe(200);
    const typed = await call('GET', `/api/profile/contacts/${usernames[2]}`, { cookie: cookie(), 'sec-fetch-site': 'none' });
    expect(typed.status).toBe(200); // a bookmark or a typed address; already revealed, so free
    const ownOrigin = await call('POST', '/api/profile/list', { cookie: cookie(), origin: t.url }, { name: 'from the app' });
    expect(ownOrigin.status).toBe(201);
    const bearer = await call('GET', `/api/profile/contacts/${usernames[3]}`, {
      authorization: `Bearer ${token}`,
      'sec-fetch-site': 'cross-site',
    });
    expect(bearer.status).toBe(200);
    expect(await credits()).toBe(before - 2);
  });

  it('reading through a cross-site link still works (it changes nothing)', async () => {
    const r = await call('GET', '/api/profile/list', { cookie: cookie(), 'sec-fetch-site': 'cross-site' });
    expect(r.status).toBe(200);
  });
});
