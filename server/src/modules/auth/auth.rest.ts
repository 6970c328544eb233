import { type Request, type Response, Router } from 'express';
import { clientKey, sendSuccess } from '../../common/rest';
import { validateInput } from '../../common/validation';
import { toUserInfo } from '../users/user-info';
import type { AuthService, SignIn } from './auth.service';
import { MESSAGES, RequestOtpInput, VerifyOtpInput } from './auth.types';
import {
  deviceCookieOf,
  SESSION_COOKIE,
  SOCIAL_STATE_COOKIE,
  sessionCookieOptions,
  setSignInCookies,
  socialStateCookieOptions,
} from './session.middleware';
import type { SocialSignInService } from './social-sign-in.service';
import { StartSocialSignInInput, SocialTokenSignInInput } from './social.types';

/** A query flag: only the text 'true' is true. */
function flag(value: unknown): boolean | undefined {
  return value === undefined ? undefined : value === 'true';
}

/**
 * The spec's social sign-in body (the provider's user-info object; `source` names the provider)
 * read for what can be verified: the provider's ID token (`idToken`, `id_token`, or Google's
 * `credential`) or an access token. Everything else in it is ignored.
 */
function socialTokenBody(body: unknown, intent: 'login' | 'register'): Record<string, unknown> {
  const b = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  return {
    provider: b.provider ?? b.source ?? 'google',
    intent,
    idToken: b.idToken ?? b.id_token ?? b.credential,
    accessToken: b.accessToken ?? b.access_token,
    termsAccepted: b.termsAccepted,
    newsUpdates: b.newsUpdates,
  };
}

export function authRoutes(auth: AuthService, social: SocialSignInService, cookieSecure: boolean): Router {
  const router = Router();
  const meta = (req: Request) => ({ userAgent: req.get('user-agent') });
  const sendSignIn = (res: Response, signIn: SignIn) => {
    setSignInCookies(res, cookieSecure, signIn);
    sendSuccess(res, { message: signIn.message, data: toUserInfo(signIn.user, signIn.token) });
  };

  router.post('/users/email-otp', async (req, res) => {
    const input = await validateInput(RequestOtpInput, req.body);
    sendSuccess(res, await auth.requestCode(input, clientKey(req), deviceCookieOf(req)));
  });

  router.post('/users/verify-otp', async (req, res) => {
    const input = await validateInput(VerifyOtpInput, req.body);
    sendSignIn(res, await auth.verifyCode(input, meta(req), deviceCookieOf(req)));
  });

  router.post('/users/login', async (req, res) => {
    const input = await validateInput(SocialTokenSignInInput, socialTokenBody(req.body, 'login'));
    sendSignIn(res, await social.signInWithToken(input, clientKey(req), meta(req)));
  });

  router.post('/users/register', async (req, res) => {
    const input = await validateInput(SocialTokenSignInInput, socialTokenBody(req.body, 'register'));
    sendSignIn(res, await social.signInWithToken(input, clientKey(req), meta(req)));
  });

  // GET /users/auth/linkedin (docs/product-spec.md §7), and the same for google and sso: the provider's URL.
  router.get('/users/auth/:provider', async (req, res) => {
    const input = await validateInput(StartSocialSignInInput, {
      provider: req.params.provider,
      intent: req.query.intent ?? 'login',
      termsAccepted: flag(req.query.termsAccepted),
      newsUpdates: flag(req.query.newsUpdates),
    });
    const start = await social.start(input, clientKey(req));
    res.cookie(SOCIAL_STATE_COOKIE, start.state, socialStateCookieOptions(cookieSecure, start.expiresAt));
    sendSuccess(res, { authUrl: start.authUrl, data: { authUrl: start.authUrl } });
  });

  // The provider's redirect back: a session cookie and the callback page, with nothing secret in its address.
  router.get('/users/auth/:provider/callback', async (req, res) => {
    const provider = req.params.provider;
    const query = req.originalUrl.indexOf('?');
    const cookies = req.cookies as Record<string, unknown> | undefined;
    const browserState = typeof cookies?.[SOCIAL_STATE_COOKIE] === 'string' ? (cookies[SOCIAL_STATE_COOKIE] as string) : undefined;
    const outcome = await social.complete(provider, query === -1 ? '' : req.originalUrl.slice(query + 1), browserState, meta(req));
    res.clearCookie(SOCIAL_STATE_COOKIE, socialStateCookieOptions(cookieSecure));
    if ('signIn' in outcome) {
      setSignInCookies(res, cookieSecure, outcome.signIn);
      return res.redirect(303, `/${provider}-callback?${new URLSearchParams({ success: 'true', userInfo: outcome.signIn.user.id })}`);
    }
    res.redirect(303, `/${provider}-callback?${new URLSearchParams({ error: outcome.error })}`);
  });

  router.post('/users/logout', async (req, res) => {
    if (req.authState?.session) await auth.logout(req.authState.session);
    res.clearCookie(SESSION_COOKIE, sessionCookieOptions(cookieSecure));
    sendSuccess(res, { message: MESSAGES.loggedOut });
  });

  return router;
}
