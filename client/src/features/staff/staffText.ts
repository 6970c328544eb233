import type { StaffRole } from '../../graphql/generated';

/**
 * The staff area's words (docs/product-spec.md §2, §5, §6 and §8), kept apart from React so that they are
 * tested on their own (client/test/staffText.test.ts).
 */

export const STAFF_TEXT = {
  loginTitle: 'Staff sign-in',
  loginSubtitle: 'For TalentLens staff: sign in with your e-mail or username and your password.',
  loginField: 'Email or Username',
  passwordField: 'Password',
  loginButton: 'Sign in',
  signingIn: 'Signing in...',
  /** docs/product-spec.md §8: the admin login failure without a server message. */
  loginFailed: 'Login failed',
  /** The server's message for a form sent with an empty field (CreateAdminInput, AdminLoginInput). */
  required: 'Please fill in all required fields',
  addAdmin: 'Add Admin User',
  noAdmins: 'No admin users found.',
  comingSoon: 'This part of the staff area is not built yet.',
} as const;

/** docs/product-spec.md §8: the server's message when it sent one (wrong credentials, too many attempts), else 'Login failed'. */
export function loginErrorText(serverText: string | null | undefined): string {
  const text = serverText?.trim();
  return text ? text : STAFF_TEXT.loginFailed;
}

const ROLES: Record<StaffRole, string> = { admin: 'Admin', superadmin: 'Superadmin' };

/** A role in words; a role newer than this client shows as it is. */
export function roleLabel(role: StaffRole): string {
  return (ROLES as Partial<Record<string, string>>)[role] ?? role;
}

/** The roles a staff member may give: never one above their own (admins add nobody; the server says so too). */
export function grantableRoles(actor: StaffRole): StaffRole[] {
  return actor === 'superadmin' ? ['admin', 'superadmin'] : ['admin'];
}

/** Only a superadmin adds, deactivates and reactivates staff accounts (the server refuses everyone else). */
export function canManageStaff(role: StaffRole): boolean {
  return role === 'superadmin';
}

/** The status column: a coloured dot with the word (antd Badge statuses, so the colours are the theme's). */
export function statusLabel(isActive: boolean): { text: 'Active' | 'Inactive'; status: 'success' | 'default' } {
  return isActive ? { text: 'Active', status: 'success' } : { text: 'Inactive', status: 'default' };
}

/** The row action a superadmin sees: none on their own row (nobody deactivates themselves). */
export function rowAction(row: { id: string; isActive: boolean }, actorId: string): 'deactivate' | 'reactivate' | null {
  if (row.id === actorId) return null;
  return row.isActive ? 'deactivate' : 'reactivate';
}

export type NewStaffAccountField = 'username' | 'email' | 'password' | 'role';

const FIELD_NAMES: Record<NewStaffAccountField, string> = {
  username: 'a username',
  email: 'an e-mail address',
  password: 'a password',
  role: 'a role',
};

export const PASSWORD_MIN = 12;
const USERNAME = /^[A-Za-z0-9._-]{3,64}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The 'Add Admin User' dialog's checks, one field at a time (docs/product-spec.md §5: all four required;
 * the other texts are the server's own, which checks them again): the problem, or null.
 */
export function newStaffAccountFieldProblem(field: NewStaffAccountField, value: unknown): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return field === 'role' ? 'Please choose a role.' : `Please enter ${FIELD_NAMES[field]}.`;
  if (field === 'username' && !USERNAME.test(text)) return 'A username is 3 to 64 letters, digits, dots, dashes or underscores.';
  if (field === 'email' && !EMAIL.test(text)) return 'Please enter a valid e-mail address.';
  if (field === 'password' && (value as string).length < PASSWORD_MIN) return `A password needs at least ${PASSWORD_MIN} characters.`;
  if (field === 'role' && text !== 'admin' && text !== 'superadmin') return 'Please choose a role.';
  return null;
}

/** Last sign-in, or 'Never'. */
export function lastSignInText(iso: string | null, format: (iso: string) => string): string {
  return iso ? format(iso) : 'Never';
}

// The audit log.

const ACTIONS: Record<string, string> = {
  'admin.create': 'Admin user added',
  'admin.deactivate': 'Admin user deactivated',
  'admin.reactivate': 'Admin user reactivated',
  'credits.grant': 'Credits granted',
  'credits.remove': 'Credits removed',
  'customer.plan': 'Plan set by hand',
  'payment.refund': 'Payment refunded',
  'team.seats': 'Team seats set',
  'team.credits_grant': 'Team pool credits added',
  'team.credits_remove': 'Team pool credits removed',
  'import.upload': 'Import uploaded',
  'sample.remove': 'Sample people removed',
  'privacy.suppress': 'People kept out of the index',
  'privacy.request_received': 'Privacy request received',
  'privacy.request_answered': 'Privacy request answered at once',
  'privacy.request_close': 'Privacy request answered',
  'settings.provider_budgets': 'Provider budgets changed',
  'settings.package': 'Credit package changed',
  'settings.signup_bonus': 'Sign-up bonus changed',
  'staff.sign_in': 'Signed in',
  'staff.sign_in_failed': 'Sign-in failed',
  'staff.sign_in_limited': 'Sign-in attempts slowed down',
  'staff.forbidden': 'Refused: needs a higher role',
};

/** What an action means, in words; an action this client does not know yet is shown by its name. */
export function actionLabel(action: string): string {
  return ACTIONS[action] ?? action;
}

/**
 * Who acted: the staff member's username; 'Not signed in' for a failed or slowed-down sign-in (the
 * login tried is in its details); 'System' for the command line and the first start (no staff id).
 */
export function staffLabel(entry: { action?: string; staffId: string | null; staffUsername: string | null }): string {
  if (!entry.staffId) return entry.action?.startsWith('staff.sign_in') ? 'Not signed in' : 'System';
  return entry.staffUsername ?? `Staff ${entry.staffId.slice(0, 8)}`;
}

/** The target: its type and id ('staff 3f2a…'), or the type alone. */
export function targetText(entry: { targetType: string; targetId: string | null }): string {
  return entry.targetId ? `${entry.targetType} ${entry.targetId}` : entry.targetType;
}

const VALUE_MAX = 80;

function valueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  const text =
    typeof value === 'string'
      ? value
      : typeof value === 'number' || typeof value === 'boolean'
        ? String(value)
        : Array.isArray(value) && value.every((v) => typeof v !== 'object' || v === null)
          ? value.map((v) => (v === null ? '—' : String(v))).join(', ')
          : JSON.stringify(value);
  return text.length > VALUE_MAX ? `${text.slice(0, VALUE_MAX - 1)}…` : text;
}

/** An entry's details as compact text: 'username: ana; email: ana@acme.io; role: admin'; '—' when there are none. */
export function formatDetails(details: Record<string, unknown> | null | undefined): string {
  const entries = Object.entries(details ?? {});
  if (entries.length === 0) return '—';
  return entries.map(([key, value]) => `${key}: ${valueText(value)}`).join('; ');
}
