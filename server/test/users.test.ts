import { signUp, startTestServer, TestServer } from './helpers';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const complete = (email: string) => ({
  email,
  firstName: ' Ada ',
  lastName: 'Lovelace',
  company: 'Analytical Engines',
  phone: '+44 20 7946 0000',
});

describe('the account over REST', () => {
  it('reads and updates the own account, trimming fields', async () => {
    const { email, user, token } = await signUp(t);
    const got = await t.rest('GET', `/api/users/profile/${user._id}`, undefined, { token });
    expect(got.status).toBe(200);
    expect(got.body.status).toBe('success');
    expect(got.body.data).toMatchObject({ _id: user._id, email, remainingCredits: 5, totalCredits: 5 });
    expect(got.body.data.token).toBeUndefined();

    const put = await t.rest('PUT', `/api/users/profile/${user._id}`, { ...complete(email), designation: ' CTO ' }, { token });
    expect(put.status).toBe(200);
    expect(put.body.message).toBe('Profile updated successfully');
    expect(put.body.data).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: 'Analytical Engines',
      phone: '+44 20 7946 0000',
      designation: 'CTO',
    });

    const again = await t.rest('GET', `/api/users/profile/${user._id}`, undefined, { token });
    expect(again.body.data.firstName).toBe('Ada');
  });

  it.each(['firstName', 'lastName', 'company', 'phone', 'email'])('refuses a blank %s and changes nothing', async (field) => {
    const { email, user, token } = await signUp(t);
    const body = { ...complete(email), [field]: '   ' };
    const r = await t.rest('PUT', `/api/users/profile/${user._id}`, body, { token });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ status: 'error', code: 'BAD_USER_INPUT', message: 'Please fill in all required fields' });
    const after = await t.rest('GET', `/api/users/profile/${user._id}`, undefined, { token });
    expect(after.body.data.firstName).toBeNull();
  });

  it('refuses a missing field', async () => {
    const { email, user, token } = await signUp(t);
    const { phone: _phone, ...body } = complete(email);
    const r = await t.rest('PUT', `/api/users/profile/${user._id}`, body, { token });
    expect(r.body).toEqual({ status: 'error', code: 'BAD_USER_INPUT', message: 'Please fill in all required fields' });
  });

  it('does not change the e-mail address', async () => {
    const { email, user, token } = await signUp(t);
    const r = await t.rest('PUT', `/api/users/profile/${user._id}`, complete('someone.else@acme.io'), { token });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Your e-mail address cannot be changed here.');
    const after = await t.rest('GET', `/api/users/profile/${user._id}`, undefined, { token });
    expect(after.body.data).toMatchObject({ email, firstName: null });
  });

  it("refuses another user's account, for reading and for writing", async () => {
    const alice = await signUp(t);
    const bob = await signUp(t);
    const read = await t.rest('GET', `/api/users/profile/${alice.user._id}`, undefined, { token: bob.token });
    expect(read.status).toBe(404);
    expect(read.body).toEqual({ status: 'error', code: 'NOT_FOUND', message: 'User not found' });
    const write = await t.rest('PUT', `/api/users/profile/${alice.user._id}`, complete(alice.email), { token: bob.token });
    expect(write.status).toBe(404);
    const untouched = await t.rest('GET', `/api/users/profile/${alice.user._id}`, undefined, { token: alice.token });
    expect(untouched.body.data.firstName).toBeNull();
  });

  it('answers not-found for an id that is not a user id', async () => {
    const { token } = await signUp(t);
    const r = await t.rest('GET', '/api/users/profile/not-a-uuid', undefined, { token });
    expect(r.status).toBe(404);
  });

  it('needs a session', async () => {
    const { user } = await signUp(t);
    const r = await t.rest('GET', `/api/users/profile/${user._id}`);
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ status: 'error', code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' });
  });
});

describe('the account over GraphQL', () => {
  const UPDATE = `mutation Update($input: UpdateAccountInput!) {
    updateAccount(input: $input) { id email firstName lastName company phone designation remainingCredits }
  }`;

  it('me and updateAccount act on the signed-in user only', async () => {
    const alice = await signUp(t);
    const bob = await signUp(t);
    const r = await t.gql(UPDATE, { input: complete(bob.email) }, { token: bob.token });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.updateAccount).toMatchObject({ id: bob.user._id, firstName: 'Ada', company: 'Analytical Engines' });
    // Bob cannot write Alice's account by naming her address.
    const other = await t.gql(UPDATE, { input: complete(alice.email) }, { token: bob.token });
    expect(other.body.errors[0]).toMatchObject({
      message: 'Your e-mail address cannot be changed here.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const aliceMe = await t.gql('{ me { firstName } }', {}, { token: alice.token });
    expect(aliceMe.body.data.me.firstName).toBeNull();
  });

  it('refuses blank required fields with the spec message', async () => {
    const { email, token } = await signUp(t);
    const r = await t.gql(UPDATE, { input: { ...complete(email), company: ' ' } }, { token });
    expect(r.body.errors[0]).toMatchObject({ message: 'Please fill in all required fields', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('needs a session', async () => {
    const r = await t.gql(UPDATE, { input: complete('x@acme.io') });
    expect(r.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
