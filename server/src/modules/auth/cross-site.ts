import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { AppError } from '../../common/errors';
import { SESSION_COOKIE, STAFF_COOKIE } from './session.middleware';

export const CROSS_SITE_MESSAGE = 'This request came from another website, so it was refused. Open TalentLens and try again there.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether the browser says the request was started by another site: `Sec-Fetch-Site: cross-site`
 * (every current browser sends it), or, from a browser that does not, an `Origin` (or, failing
 * that, a `Referer`) that is not this app's own. A request that says nothing is not a browser's
 * cross-site request (a script, curl) and passes.
 */
export function isCrossSite(req: Request, appOrigin: string): boolean {
  const site = req.get('sec-fetch-site');
  if (site) return site.trim().toLowerCase() === 'cross-site';
  const source = req.get('origin') ?? req.get('referer');
  if (!source) return false;
  let origin: string;
  try {
    origin = new URL(source).origin;
  } catch {
    return true; // 'null' (a sandboxed frame, a redirect) or garbage: not ours
  }
  return origin !== appOrigin && origin !== `${req.protocol}://${req.get('host') ?? ''}`;
}

/** A session cookie (a user's or a staff member's) rides along with the request and nothing else authenticates it. */
function cookieAlone(req: Request): boolean {
  if (req.headers.authorization) return false;
  const cookies = req.cookies as Record<string, unknown> | undefined;
  return [SESSION_COOKIE, STAFF_COOKIE].some((name) => typeof cookies?.[name] === 'string' && cookies[name] !== '');
}

/** A request a page on another site made the browser send, with our session cookie as its only credential. */
function forgeable(req: Request, appOrigin: string): boolean {
  return cookieAlone(req) && isCrossSite(req, appOrigin);
}

/**
 * Cross-site request forgery: the SameSite=Lax session cookie still travels with a top-level
 * cross-site navigation (a link on another site), so a request authenticated by that cookie alone
 * that changes something or spends credits is refused when the browser says it is cross-site.
 * Every unsafe method (POST, PUT, PATCH, DELETE: lists, payments, staff actions, every GraphQL
 * mutation) is covered here; the spec's GET routes that spend or change something add
 * `sameSiteOnly` themselves. Bearer clients are not affected: a page on another site cannot make
 * a browser send an Authorization header it does not have.
 */
export function refuseCrossSiteWrites(appUrl: string): RequestHandler {
  const appOrigin = new URL(appUrl).origin;
  return (req: Request, _res: Response, next: NextFunction) => {
    next(!SAFE_METHODS.has(req.method) && forgeable(req, appOrigin) ? new AppError('FORBIDDEN', CROSS_SITE_MESSAGE) : undefined);
  };
}

/** For a GET route that spends credits or changes something (contacts reveal, profile refresh). */
export function sameSiteOnly(appUrl: string): RequestHandler {
  const appOrigin = new URL(appUrl).origin;
  return (req: Request, _res: Response, next: NextFunction) => {
    next(forgeable(req, appOrigin) ? new AppError('FORBIDDEN', CROSS_SITE_MESSAGE) : undefined);
  };
}
