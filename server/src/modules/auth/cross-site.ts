import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { AppError } from '../../common/errors';
import { SESSION_COOKIE, STAFF_COOKIE } from './session.middleware';

export const CROSS_SITE_MESSAGE = 'This request came from another website, so it was refused. Open TalentLens and try again there.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether the browser says the request was started by this app's own pages (docs/decisions.md,
 * "Sessions"): `Sec-Fetch-Site: same-origin` (every current browser sends it), or `none` (the
 * person typed the address or opened a bookmark: no page can cause that); from a browser that does
 * not send it, an `Origin` (or, failing that, a `Referer`) equal to `APP_URL`'s origin or to the
 * origin the request was sent to. `same-site` is not enough: a page on a sibling subdomain or on
 * another port of the same host is same-site, and the cookie travels with its requests. A request
 * that proves nothing (no header at all, `Origin: null`, garbage) is not from the app.
 */
export function isSameOrigin(req: Request, appOrigin: string): boolean {
  const site = req.get('sec-fetch-site');
  if (site) return SAME_ORIGIN_SITES.has(site.trim().toLowerCase());
  const source = req.get('origin') ?? req.get('referer');
  if (!source) return false;
  let origin: string;
  try {
    origin = new URL(source).origin;
  } catch {
    return false; // 'null' (a sandboxed frame, a redirect) or garbage: not ours
  }
  return origin === appOrigin || origin === `${req.protocol}://${req.get('host') ?? ''}`;
}

const SAME_ORIGIN_SITES = new Set(['same-origin', 'none']);

/** A session cookie (a user's or a staff member's) rides along with the request and nothing else authenticates it. */
function cookieAlone(req: Request): boolean {
  if (req.headers.authorization) return false;
  const cookies = req.cookies as Record<string, unknown> | undefined;
  return [SESSION_COOKIE, STAFF_COOKIE].some((name) => typeof cookies?.[name] === 'string' && cookies[name] !== '');
}

/** A request with our session cookie as its only credential that the app's own pages did not provably start. */
function forgeable(req: Request, appOrigin: string): boolean {
  return cookieAlone(req) && !isSameOrigin(req, appOrigin);
}

/**
 * Request forgery: the SameSite=Lax session cookie still travels with a top-level cross-site
 * navigation (a link on another site) and with every request a same-site page makes (a sibling
 * subdomain, another port of this host), so a request authenticated by that cookie alone that
 * changes something or spends credits is accepted only when the app's own origin started it.
 * Every unsafe method (POST, PUT, PATCH, DELETE: lists, payments, staff actions, every GraphQL
 * mutation) is covered here; the spec's GET routes that spend or change something add
 * `sameOriginOnly` themselves. Bearer clients are not affected: a page on another site cannot make
 * a browser send an Authorization header it does not have.
 */
export function refuseCrossSiteWrites(appUrl: string): RequestHandler {
  const appOrigin = new URL(appUrl).origin;
  return (req: Request, _res: Response, next: NextFunction) => {
    next(!SAFE_METHODS.has(req.method) && forgeable(req, appOrigin) ? new AppError('FORBIDDEN', CROSS_SITE_MESSAGE) : undefined);
  };
}

/** For a GET route that spends credits or changes something (contacts reveal, profile refresh). */
export function sameOriginOnly(appUrl: string): RequestHandler {
  const appOrigin = new URL(appUrl).origin;
  return (req: Request, _res: Response, next: NextFunction) => {
    next(forgeable(req, appOrigin) ? new AppError('FORBIDDEN', CROSS_SITE_MESSAGE) : undefined);
  };
}
