/**
 * The staff area in words: the login failure, roles and statuses, who may do what, the checks of
 * the 'Add Admin User' dialog, the audit log's texts, and what the browser keeps of a staff sign-in.
 */
import type { StaffRole } from '../src/graphql/generated';
import {
  actionLabel,
  canManageStaff,
  formatDetails,
  grantableRoles,
  lastSignInText,
  loginErrorText,
  newStaffAccountFieldProblem,
  roleLabel,
  rowAction,
  STAFF_TEXT,
  staffLabel,
  statusLabel,
  targetText,
} from '../src/features/staff/staffText';
import { ADMIN_STORAGE_KEY, parseStoredAdmin, toStoredAdmin } from '../src/lib/staffSession';

describe('the staff login', () => {
  it("shows the server's message when there is one", () => {
    expect(loginErrorText('The e-mail or username and password do not match an active staff account.')).toBe(
      'The e-mail or username and password do not match an active staff account.',
    );
    expect(loginErrorText('Too many failed sign-in attempts. Please wait 15 minutes and try again.')).toBe(
      'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    );
  });

  it("falls back to the spec's 'Login failed'", () => {
    expect(loginErrorText('')).toBe('Login failed');
    expect(loginErrorText('   ')).toBe('Login failed');
    expect(loginErrorText(null)).toBe('Login failed');
    expect(loginErrorText(undefined)).toBe('Login failed');
  });

  it("labels the form's fields as the spec does", () => {
    expect(STAFF_TEXT.loginField).toBe('Email or Username');
    expect(STAFF_TEXT.passwordField).toBe('Password');
    expect(STAFF_TEXT.addAdmin).toBe('Add Admin User');
    expect(STAFF_TEXT.noAdmins).toBe('No admin users found.');
  });
});

describe('roles and statuses', () => {
  it('names each role, and a role newer than the client by itself', () => {
    expect(roleLabel('admin')).toBe('Admin');
    expect(roleLabel('superadmin')).toBe('Superadmin');
    expect(roleLabel('auditor' as StaffRole)).toBe('auditor');
  });

  it('shows the status as a dot with a word', () => {
    expect(statusLabel(true)).toEqual({ text: 'Active', status: 'success' });
    expect(statusLabel(false)).toEqual({ text: 'Inactive', status: 'default' });
  });

  it('lets only a superadmin manage staff, and never grants a role above the adder', () => {
    expect(canManageStaff('superadmin')).toBe(true);
    expect(canManageStaff('admin')).toBe(false);
    expect(grantableRoles('superadmin')).toEqual(['admin', 'superadmin']);
    expect(grantableRoles('admin')).toEqual(['admin']);
  });

  it('offers Deactivate on an active row, Reactivate on an inactive one, nothing on your own', () => {
    expect(rowAction({ id: 'b', isActive: true }, 'a')).toBe('deactivate');
    expect(rowAction({ id: 'b', isActive: false }, 'a')).toBe('reactivate');
    expect(rowAction({ id: 'a', isActive: true }, 'a')).toBeNull();
  });

  it("says 'Never' for someone who has not signed in", () => {
    expect(lastSignInText(null, () => 'x')).toBe('Never');
    expect(lastSignInText('2025-03-04T09:05:00Z', (iso) => `at ${iso}`)).toBe('at 2025-03-04T09:05:00Z');
  });
});

describe("the 'Add Admin User' checks", () => {
  it('requires every field', () => {
    expect(newStaffAccountFieldProblem('username', '')).toBe('Please enter a username.');
    expect(newStaffAccountFieldProblem('email', '  ')).toBe('Please enter an e-mail address.');
    expect(newStaffAccountFieldProblem('password', undefined)).toBe('Please enter a password.');
    expect(newStaffAccountFieldProblem('role', undefined)).toBe('Please choose a role.');
  });

  it("uses the server's own words for its rules", () => {
    expect(newStaffAccountFieldProblem('username', 'ab')).toBe('A username is 3 to 64 letters, digits, dots, dashes or underscores.');
    expect(newStaffAccountFieldProblem('username', 'ana maria')).toBe(
      'A username is 3 to 64 letters, digits, dots, dashes or underscores.',
    );
    expect(newStaffAccountFieldProblem('email', 'ana@')).toBe('Please enter a valid e-mail address.');
    expect(newStaffAccountFieldProblem('password', 'short-pass1')).toBe('A password needs at least 12 characters.');
    expect(newStaffAccountFieldProblem('role', 'owner')).toBe('Please choose a role.');
  });

  it('accepts good values', () => {
    expect(newStaffAccountFieldProblem('username', 'ana.m-ops_2')).toBeNull();
    expect(newStaffAccountFieldProblem('email', 'ana@acme.io')).toBeNull();
    expect(newStaffAccountFieldProblem('password', 'correct horse battery')).toBeNull();
    expect(newStaffAccountFieldProblem('role', 'admin')).toBeNull();
    expect(newStaffAccountFieldProblem('role', 'superadmin')).toBeNull();
  });
});

describe('the audit log', () => {
  it("names the acting staff member, or 'System' for the command line and the first start", () => {
    expect(staffLabel({ staffId: 'f7c1a2b3-0000-4000-8000-000000000001', staffUsername: 'ana' })).toBe('ana');
    expect(staffLabel({ staffId: null, staffUsername: null })).toBe('System');
    expect(staffLabel({ staffId: 'f7c1a2b3-0000-4000-8000-000000000001', staffUsername: null })).toBe('Staff f7c1a2b3');
  });

  it('says what a known action means and shows an unknown one as it is', () => {
    expect(actionLabel('admin.create')).toBe('Admin user added');
    expect(actionLabel('admin.deactivate')).toBe('Admin user deactivated');
    expect(actionLabel('lists.purge')).toBe('lists.purge');
  });

  it('shows the target by type and id', () => {
    expect(targetText({ targetType: 'staff', targetId: 'abc' })).toBe('staff abc');
    expect(targetText({ targetType: 'settings', targetId: null })).toBe('settings');
  });

  it('writes the details as compact key: value text', () => {
    expect(formatDetails({ username: 'ana', email: 'ana@acme.io', role: 'admin', via: 'admin area' })).toBe(
      'username: ana; email: ana@acme.io; role: admin; via: admin area',
    );
    expect(formatDetails({ credits: 5, refunded: true, note: null })).toBe('credits: 5; refunded: true; note: —');
    expect(formatDetails({ ids: [1, 2, 3], nested: { a: 1 } })).toBe('ids: 1, 2, 3; nested: {"a":1}');
    expect(formatDetails({})).toBe('—');
    expect(formatDetails(null)).toBe('—');
  });

  it('cuts a long value short', () => {
    const text = formatDetails({ note: 'x'.repeat(200) });
    expect(text).toBe(`note: ${'x'.repeat(79)}…`);
  });
});

describe('what the browser keeps of a staff sign-in (admin-user-data)', () => {
  const admin = {
    __typename: 'StaffAccount' as const,
    id: 'f7c1a2b3-0000-4000-8000-000000000001',
    username: 'ana',
    email: 'ana@acme.io',
    role: 'superadmin' as const,
    isActive: true,
    lastSignInAt: '2025-03-04T09:05:00.000Z',
    createdAt: '2025-03-01T08:00:00.000Z',
  };

  it('is stored under the spec key', () => {
    expect(ADMIN_STORAGE_KEY).toBe('admin-user-data');
  });

  it('keeps the account and the expiry, never the token', () => {
    const stored = toStoredAdmin({ token: 'eyJhbGciOi.secret.token', admin, expiresAt: '2025-03-04T17:05:00.000Z' } as Parameters<
      typeof toStoredAdmin
    >[0]);
    expect(stored).toEqual({
      admin: {
        id: admin.id,
        username: 'ana',
        email: 'ana@acme.io',
        role: 'superadmin',
        isActive: true,
        lastSignInAt: admin.lastSignInAt,
        createdAt: admin.createdAt,
      },
      expiresAt: '2025-03-04T17:05:00.000Z',
    });
    expect(JSON.stringify(stored)).not.toMatch(/token|secret|__typename/);
  });

  it('reads back what it wrote, and nothing else', () => {
    const stored = toStoredAdmin({ admin, expiresAt: null });
    expect(parseStoredAdmin(JSON.stringify(stored))).toEqual(stored);
    expect(parseStoredAdmin(JSON.stringify({ ...stored, token: 'abc' }))).toEqual(stored);
    expect(parseStoredAdmin(null)).toBeNull();
    expect(parseStoredAdmin('not json')).toBeNull();
    expect(parseStoredAdmin(JSON.stringify({ admin: { id: 1 } }))).toBeNull();
    expect(parseStoredAdmin('null')).toBeNull();
  });
});
