import { randomUUID } from 'node:crypto';
import { newProfile, newUser } from './factories';
import { startTestServer, type TestServer } from './helpers';
import { newStaff, STAFF_PASSWORD, type Staff } from './staff-kit';

/**
 * The GraphQL names renamed in issue 28 (one word per concept: docs/architecture.md, Glossary) stay one release as
 * deprecated aliases (docs/api.md, "Deprecated names"): each old name answers what the new one answers, and
 * introspection marks the old names deprecated, saying what to use instead, and the new ones not.
 */
let t: TestServer;
let superadmin: Staff;
beforeAll(async () => {
  t = await startTestServer();
  superadmin = await newStaff(t, 'superadmin');
});
afterAll(() => t.close());

const asStaff = (query: string, variables: Record<string, unknown> = {}) => t.gql(query, variables, { token: superadmin.token });

/** The data of a GraphQL answer that must have no errors. */
function dataOf(r: { body: { data?: Record<string, unknown>; errors?: unknown[] } }): Record<string, unknown> {
  expect(r.body.errors).toBeUndefined();
  return r.body.data as Record<string, unknown>;
}

/** Old name -> new name, on each type; the rest of the test reads this table. */
const RENAMED: Record<string, Record<string, string>> = {
  Query: { adminUsers: 'staffAccounts', staffUsers: 'customers', staffUser: 'customer' },
  Mutation: { createAdminUser: 'createStaffAccount', setAdminUserActive: 'setStaffAccountActive', updateProfile: 'updateAccount' },
  ProfileDetail: { isFetched: 'revealed' },
};

describe('the old names answer as the new ones', () => {
  it('adminUsers lists the staff accounts staffAccounts lists', async () => {
    const fields = 'id username email role isActive lastSignInAt createdAt';
    const now = dataOf(await asStaff(`{ staffAccounts { ${fields} } }`)).staffAccounts as Array<{ id: string }>;
    const old = dataOf(await asStaff(`{ adminUsers { ${fields} } }`)).adminUsers;
    expect(old).toEqual(now);
    expect(now.map((a) => a.id)).toContain(superadmin.id);
  });

  it('staffUsers and staffUser answer the customers and customer of customers and customer', async () => {
    const user = await newUser(t);
    const fields = 'id email firstName lastName company plan remainingCredits totalCredits createdAt lastActiveAt';
    // Each with its own sort type: an integrator's operation on staffUsers declares StaffUserSort.
    const list = (name: string, sortType: string) => `query ($q: String, $sort: ${sortType}!) {
      ${name}(query: $q, sortBy: $sort, sortOrder: asc) { total page pageSize hasMore items { ${fields} } }
    }`;
    const vars = { q: user.email, sort: 'email' };
    const now = dataOf(await asStaff(list('customers', 'CustomerSort'), vars)).customers as { total: number };
    expect(now).toMatchObject({ total: 1, items: [{ id: user.id, email: user.email }] });
    expect(dataOf(await asStaff(list('staffUsers', 'StaffUserSort'), vars)).staffUsers).toEqual(now);

    const one = (name: string) => `query ($id: ID!) {
      ${name}(id: $id) { ${fields} phone searchesCount revealsCount ordersCount ledger { total items { change reason } } orders { total } }
    }`;
    const detail = dataOf(await asStaff(one('customer'), { id: user.id })).customer;
    expect(detail).toMatchObject({ id: user.id, ledger: { total: 1 } });
    expect(dataOf(await asStaff(one('staffUser'), { id: user.id })).staffUser).toEqual(detail);
  });

  it('createAdminUser and setAdminUserActive change staff accounts as createStaffAccount and setStaffAccountActive do', async () => {
    const create = (name: string, username: string) =>
      asStaff(`mutation ($input: CreateAdminInput!) { ${name}(input: $input) { id username email role isActive } }`, {
        input: { username, email: `${username}@staff.talentlens.test`, password: STAFF_PASSWORD, role: 'admin' },
      });
    const tag = randomUUID().slice(0, 8);
    const made = dataOf(await create('createStaffAccount', `new-${tag}`)).createStaffAccount as { id: string };
    const madeOld = dataOf(await create('createAdminUser', `old-${tag}`)).createAdminUser as { id: string };
    expect(madeOld).toMatchObject({ username: `old-${tag}`, role: 'admin', isActive: true });
    expect(made).toMatchObject({ username: `new-${tag}`, role: 'admin', isActive: true });

    const setActive = (name: string, id: string, isActive: boolean) =>
      asStaff(`mutation ($id: ID!, $isActive: Boolean!) { ${name}(id: $id, isActive: $isActive) { id isActive } }`, { id, isActive });
    expect(dataOf(await setActive('setStaffAccountActive', made.id, false)).setStaffAccountActive).toEqual({
      id: made.id,
      isActive: false,
    });
    expect(dataOf(await setActive('setAdminUserActive', madeOld.id, false)).setAdminUserActive).toEqual({
      id: madeOld.id,
      isActive: false,
    });
    const listed = dataOf(await asStaff('{ staffAccounts { id isActive } }')).staffAccounts as Array<{ id: string; isActive: boolean }>;
    expect(listed.filter((a) => a.id === made.id || a.id === madeOld.id).map((a) => a.isActive)).toEqual([false, false]);
  });

  it('updateProfile saves the account as updateAccount does', async () => {
    const user = await newUser(t);
    const fields = 'id email firstName lastName company phone designation';
    const input = (firstName: string) => ({
      email: user.email,
      firstName,
      lastName: 'Lovelace',
      company: 'Analytical Engines',
      phone: '+44 20 7946 0000',
    });
    const now = dataOf(
      await t.gql(
        `mutation ($input: UpdateAccountInput!) { updateAccount(input: $input) { ${fields} } }`,
        { input: input('Ada') },
        { token: user.token },
      ),
    ).updateAccount;
    expect(now).toMatchObject({ id: user.id, firstName: 'Ada', company: 'Analytical Engines' });
    const old = dataOf(
      await t.gql(
        `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { ${fields} } }`,
        { input: input('Augusta') },
        { token: user.token },
      ),
    ).updateProfile;
    expect(old).toEqual({ ...(now as object), firstName: 'Augusta' });
    expect(dataOf(await t.gql('{ me { firstName } }', {}, { token: user.token })).me).toEqual({ firstName: 'Augusta' });
  });

  it('isFetched on a profile says what revealed says, before and after a reveal', async () => {
    const user = await newUser(t);
    const person = await newProfile(t.ds);
    const open = async () =>
      dataOf(await t.gql('query ($id: ID) { profile(id: $id) { id revealed isFetched } }', { id: person.id }, { token: user.token }))
        .profile;
    expect(await open()).toEqual({ id: person.id, revealed: false, isFetched: false });
    await t.ds.query('INSERT INTO contact_reveals (user_id, profile_id) VALUES ($1, $2)', [user.id, person.id]);
    expect(await open()).toEqual({ id: person.id, revealed: true, isFetched: true });
  });
});

describe('introspection', () => {
  interface IntrospectedField {
    name: string;
    isDeprecated: boolean;
    deprecationReason: string | null;
  }

  async function fieldsOf(type: string): Promise<Map<string, IntrospectedField>> {
    const r = await t.gql(
      `query ($name: String!) { __type(name: $name) { fields(includeDeprecated: true) { name isDeprecated deprecationReason } } }`,
      {
        name: type,
      },
    );
    const fields = (dataOf(r).__type as { fields: IntrospectedField[] }).fields;
    return new Map(fields.map((f) => [f.name, f]));
  }

  it.each(Object.entries(RENAMED))('%s marks each old name deprecated, naming the new one, and the new one not', async (type, renames) => {
    const fields = await fieldsOf(type);
    for (const [old, now] of Object.entries(renames)) {
      expect(fields.get(old)).toEqual({ name: old, isDeprecated: true, deprecationReason: `Use ${now}; removed in the next release.` });
      expect(fields.get(now)).toEqual({ name: now, isDeprecated: false, deprecationReason: null });
    }
  });

  it('names the staff account and customer types by the glossary; the inputs and sorts of both old and new operations exist', async () => {
    const r = await t.gql(`{
      staffAccount: __type(name: "StaffAccount") { name }
      adminUser: __type(name: "AdminUser") { name }
      customer: __type(name: "Customer") { name }
      customerDetail: __type(name: "CustomerDetail") { name }
      customerPage: __type(name: "CustomerPage") { name }
      customerSort: __type(name: "CustomerSort") { name }
      staffUserSort: __type(name: "StaffUserSort") { name }
      accountInput: __type(name: "UpdateAccountInput") { name }
      profileInput: __type(name: "UpdateProfileInput") { name }
    }`);
    expect(dataOf(r)).toEqual({
      staffAccount: { name: 'StaffAccount' },
      adminUser: null,
      customer: { name: 'Customer' },
      customerDetail: { name: 'CustomerDetail' },
      customerPage: { name: 'CustomerPage' },
      customerSort: { name: 'CustomerSort' },
      staffUserSort: { name: 'StaffUserSort' },
      accountInput: { name: 'UpdateAccountInput' },
      profileInput: { name: 'UpdateProfileInput' },
    });
  });
});
