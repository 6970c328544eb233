import { Router } from 'express';
import { clientKey, sendSuccess } from '../../common/rest';
import { validateInput } from '../../common/validation';
import { toUserInfo } from '../users/user-info';
import type { AuthService } from './auth.service';
import { MESSAGES, RequestOtpInput, VerifyOtpInput } from './auth.types';
import { SESSION_COOKIE, sessionCookieOptions } from './session.middleware';

export function authRoutes(auth: AuthService, cookieSecure: boolean): Router {
  const router = Router();

  router.post('/users/email-otp', async (req, res) => {
    const input = await validateInput(RequestOtpInput, req.body);
    sendSuccess(res, await auth.requestCode(input, clientKey(req)));
  });

  router.post('/users/verify-otp', async (req, res) => {
    const input = await validateInput(VerifyOtpInput, req.body);
    const signIn = await auth.verifyCode(input, { userAgent: req.get('user-agent') });
    res.cookie(SESSION_COOKIE, signIn.token, sessionCookieOptions(cookieSecure, signIn.sessionExpiresAt));
    sendSuccess(res, { message: signIn.message, data: toUserInfo(signIn.user, signIn.token) });
  });

  router.post('/users/logout', async (req, res) => {
    if (req.authState?.session) await auth.logout(req.authState.session.sessionId);
    res.clearCookie(SESSION_COOKIE, sessionCookieOptions(cookieSecure));
    sendSuccess(res, { message: MESSAGES.loggedOut });
  });

  return router;
}
