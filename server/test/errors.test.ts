import { signUp, startTestServer, TestServer } from './helpers';

describe('health and readiness', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('/healthz and /readyz answer while the database is up', async () => {
    expect((await t.rest('GET', '/healthz')).status).toBe(200);
    const ready = await t.rest('GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'success', data: { database: 'up' } });
  });
});

describe('one code per refusal on both transports', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('REST error bodies carry the code GraphQL gives the same refusal', async () => {
    const { token } = await signUp(t);
    const missing = '00000000-0000-0000-0000-000000000000';
    const cases: Array<[Promise<{ body: { code?: string } }>, Promise<{ body: { errors: Array<{ extensions: { code: string } }> } }>]> = [
      [t.rest('GET', `/api/profile/list/${missing}`, undefined, { token }), t.gql(`{ list(id: "${missing}") { id } }`, {}, { token })],
      [t.rest('GET', '/api/profile/list'), t.gql('{ lists { id } }')],
      [
        t.rest('POST', '/api/profile/list', { name: ' ' }, { token }),
        t.gql('mutation { createList(input: { name: " " }) { id } }', {}, { token }),
      ],
    ];
    const codes = await Promise.all(cases.map(async ([rest, gql]) => [(await rest).body.code, (await gql).body.errors[0].extensions.code]));
    expect(codes).toEqual([
      ['NOT_FOUND', 'NOT_FOUND'],
      ['UNAUTHENTICATED', 'UNAUTHENTICATED'],
      ['BAD_USER_INPUT', 'BAD_USER_INPUT'],
    ]);
  });
});

describe('when the database is gone', () => {
  let t: TestServer;
  let token: string;
  let userId: string;
  beforeAll(async () => {
    t = await startTestServer();
    const signedUp = await signUp(t);
    token = signedUp.token;
    userId = signedUp.user._id;
    await t.ds.destroy();
  });
  afterAll(() => t.close());

  it('/healthz still answers and /readyz says 503', async () => {
    expect((await t.rest('GET', '/healthz')).status).toBe(200);
    const ready = await t.rest('GET', '/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'error', code: 'SERVICE_UNAVAILABLE', message: 'The database is not answering.' });
  });

  it('REST masks the unexpected error: generic message, no stack, no SQL', async () => {
    const r = await t.rest('GET', `/api/users/profile/${userId}`, undefined, { token });
    expect(r.status).toBe(500);
    expect(r.body).toEqual({
      status: 'error',
      code: 'INTERNAL_SERVER_ERROR',
      message: 'Something went wrong on our side. Please try again.',
    });
    const r2 = await t.rest('POST', '/api/users/email-otp', { userEmail: 'someone@acme-down.io', type: 'login' });
    expect(r2.status).toBe(500);
    expect(r2.body).toEqual({
      status: 'error',
      code: 'INTERNAL_SERVER_ERROR',
      message: 'Something went wrong on our side. Please try again.',
    });
  });

  it('a signed-in request whose body is not JSON still gets its 400, and the server goes on answering', async () => {
    const post = (path: string) =>
      fetch(t.url + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: '{"query": ',
      });
    const rest = await post('/api/users/profile');
    expect(rest.status).toBe(400);
    expect(await rest.json()).toEqual({ status: 'error', code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' });
    const gql = await post('/graphql');
    expect(gql.status).toBe(400);
    expect(((await gql.json()) as any).errors[0].message).toBe('The request body is not valid JSON.');
    expect((await t.rest('GET', '/healthz')).status).toBe(200);
  });

  it('GraphQL with a session masks it as INTERNAL_SERVER_ERROR', async () => {
    const r = await t.gql('{ me { id } }', undefined, { token });
    expect(r.body.errors).toEqual([
      expect.objectContaining({
        message: 'Something went wrong on our side. Please try again.',
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      }),
    ]);
  });

  it('GraphQL masks it as INTERNAL_SERVER_ERROR', async () => {
    const r = await t.gql('mutation { requestOtp(input: { userEmail: "someone@acme-down.io", type: login }) { message } }');
    expect(r.body.errors).toEqual([
      expect.objectContaining({
        message: 'Something went wrong on our side. Please try again.',
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      }),
    ]);
    expect(JSON.stringify(r.body)).not.toMatch(/stack|QueryFailed|EntityManager|\.ts:/i);
  });
});
