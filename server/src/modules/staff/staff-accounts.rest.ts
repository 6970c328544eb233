import { Router } from 'express';
import { clientKey, sendSuccess } from '../../common/rest';
import { requireStaff, staffCheckOf } from '../../common/session';
import { validateInput } from '../../common/validation';
import { STAFF_COOKIE } from '../auth/session.middleware';
import type { StaffAccountsService } from './staff-accounts.service';
import { AdminLoginInput, CreateAdminInput, SetActiveBody, type StaffAccountView } from './staff-accounts.types';
import { STAFF_DEVICE_COOKIE, staffDeviceCookieOptions } from './staff-device';
import { deviceCookieOf, staffCookieOptions } from './staff-session.middleware';

/** A staff account as the spec's client reads it (section 3): `_id`, `roles` as a list, beside the rest. */
function toAdminData({ id, role, ...rest }: StaffAccountView, token?: string) {
  return { _id: id, id, role, roles: [role], ...rest, ...(token ? { token } : {}) };
}

/**
 * The staff routes of docs/product-spec.md §7 (login, the list, adding one), plus logout, the
 * signed-in staff member, and deactivating. Every route but login needs a staff session: a user's
 * token is refused.
 */
export function staffAccountsRoutes(staffAccounts: StaffAccountsService, cookieSecure: boolean): Router {
  const router = Router();

  router.post('/admins/login', async (req, res) => {
    const { email, password } = await validateInput(AdminLoginInput, req.body);
    const signIn = await staffAccounts.login(email, password, { client: clientKey(req), deviceCookie: deviceCookieOf(req) });
    res.cookie(STAFF_COOKIE, signIn.token, staffCookieOptions(cookieSecure, signIn.expiresAt));
    res.cookie(STAFF_DEVICE_COOKIE, signIn.deviceCookie, staffDeviceCookieOptions(cookieSecure));
    sendSuccess(res, { message: 'Login successful', data: toAdminData(signIn.staff, signIn.token) });
  });

  router.post('/admins/logout', async (req, res) => {
    const state = await staffCheckOf(req);
    if (state.staff) await staffAccounts.logout(state.staff.sessionId);
    res.clearCookie(STAFF_COOKIE, staffCookieOptions(cookieSecure));
    sendSuccess(res, { message: 'Logged out' });
  });

  router.get('/admins/me', async (req, res) => {
    const staff = requireStaff(await staffCheckOf(req));
    sendSuccess(res, { data: toAdminData(await staffAccounts.me(staff.staffId)) });
  });

  router.get('/admins/admin/list', async (req, res) => {
    requireStaff(await staffCheckOf(req));
    sendSuccess(res, { data: (await staffAccounts.list()).map((a) => toAdminData(a)) });
  });

  router.post('/admins/admin', async (req, res) => {
    const staff = requireStaff(await staffCheckOf(req), 'superadmin');
    const input = await validateInput(CreateAdminInput, req.body);
    sendSuccess(res, { message: 'Admin user created', data: toAdminData(await staffAccounts.create(staff, input)) }, 201);
  });

  router.patch('/admins/admin/:id', async (req, res) => {
    const staff = requireStaff(await staffCheckOf(req), 'superadmin');
    const { isActive } = await validateInput(SetActiveBody, req.body);
    sendSuccess(res, { data: toAdminData(await staffAccounts.setActive(staff, req.params.id, isActive)) });
  });

  return router;
}
