import fs from 'node:fs';
import path from 'node:path';
import cookieParser from 'cookie-parser';
import express, { Express, type Request } from 'express';
import type { Logger } from './common/logger';
import { PLAYGROUND_FILE } from './graphql/playground';

/**
 * What the client's build step wrote beside its prerendered pages (scripts/prerender.mjs): the
 * pages, and the tokens standing in them for what only the running server knows.
 */
interface PrerenderedList {
  tokens: { appUrl: string; signInProviders: string };
  pages: Array<{ path: string; file: string }>;
}

/** What the server fills into the prerendered pages. */
interface ServedValues {
  appUrl: string;
  /** How many sign-in providers are configured: the sign-in pages keep their buttons' room from the first paint. */
  signInProviders: number;
}

/** Paths crawlers have no business in: the API, the staff area, the development outbox, the test checkout. */
const DISALLOWED = ['/api/', '/graphql', '/admin', '/dev/', '/checkout/'];

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/**
 * The public pages prerendered at build time, by path, each with the app's public URL in its
 * canonical link and Open Graph tags. Read once at start: they change only with a new build.
 */
function readPrerendered(dist: string, values: ServedValues, logger: Logger): Map<string, string> {
  const dir = path.join(dist, '.prerendered');
  const listFile = path.join(dir, 'pages.json');
  const pages = new Map<string, string>();
  if (!fs.existsSync(listFile)) {
    logger.warn({ dist }, 'the built client has no prerendered pages; the public pages render in the browser');
    return pages;
  }
  const list = JSON.parse(fs.readFileSync(listFile, 'utf8')) as PrerenderedList;
  for (const page of list.pages) {
    const html = fs.readFileSync(path.join(dir, page.file), 'utf8');
    pages.set(
      page.path,
      html.split(list.tokens.appUrl).join(values.appUrl).split(list.tokens.signInProviders).join(String(values.signInProviders)),
    );
  }
  return pages;
}

/** robots.txt: everything public may be crawled, the server's own paths not; where the sitemap is. */
export function robotsTxt(appUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED.map((p) => `Disallow: ${p}`), '', `Sitemap: ${appUrl}/sitemap.xml`, ''].join('\n');
}

/** sitemap.xml: the public pages, by their absolute address. */
export function sitemapXml(appUrl: string, paths: string[]): string {
  const urls = paths.map((p) => `  <url><loc>${escapeXml(appUrl + p)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * The built client on the same port. Hashed assets (/assets) are cached for good (`public,
 * max-age=31536000, immutable`: a new build names new files); other files for an hour. Pages are
 * HTML with `no-cache` and an ETag, so a browser revalidates and gets a new build at once: a
 * public page is its prerendered HTML (its address with a trailing slash is redirected there;
 * marked signed in for a request with a session cookie),
 * every other GET that accepts HTML the app's shell (index.html), which renders the address in
 * the browser.
 */
/**
 * The attribute of <html> that shows a signed-in user's version of a public page (the top bar's
 * Dashboard instead of Login: client/src/features/public/signedIn.ts), set when the request carries
 * a session cookie, so the prerendered page is right before its script runs.
 */
const SIGNED_IN_ATTRIBUTE = 'data-signed-in';

/** The page as sent: marked signed in when the request carries a session cookie. */
function asSent(page: string, req: Request, sessionCookie: string): string {
  const cookie = (req.cookies as Record<string, unknown> | undefined)?.[sessionCookie];
  return typeof cookie === 'string' && cookie !== '' ? page.replace(/<html\b/, `<html ${SIGNED_IN_ATTRIBUTE}`) : page;
}

export function serveClient(
  app: Express,
  opts: ServedValues & { dist: string; logger: Logger; serverPaths: RegExp; sessionCookie: string },
): void {
  const { dist, appUrl, logger, serverPaths } = opts;
  const index = path.join(dist, 'index.html');
  if (!fs.existsSync(index)) {
    logger.warn({ dist }, 'no built client found; run `npm run build` to serve it');
    return;
  }
  const prerendered = readPrerendered(dist, opts, logger);
  const robots = robotsTxt(appUrl);
  const sitemap = sitemapXml(appUrl, [...prerendered.keys()]);

  app.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('text/plain').send(robots);
  });
  app.get('/sitemap.xml', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('application/xml').send(sitemap);
  });
  app.use('/assets', express.static(path.join(dist, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
  // The playground's page is served at /graphql (no-cache: it names this build's assets), not as a file.
  app.get(`/${PLAYGROUND_FILE}`, (_req, res) => res.redirect(301, '/graphql'));
  // dist/.prerendered (dot files are never served as files) holds the pages sent below.
  app.use(express.static(dist, { index: false, maxAge: '1h' }));
  app.use(cookieParser(), (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || serverPaths.test(req.path) || !req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    const page = prerendered.get(req.path);
    if (page !== undefined) {
      res.vary('Cookie');
      res.type('html').send(asSent(page, req, opts.sessionCookie));
      return;
    }
    // `/pricing/` is the public page `/pricing`: one address for each page, its canonical one.
    const unslashed = req.path.replace(/\/+$/, '');
    if (unslashed !== '' && prerendered.has(unslashed)) {
      const query = req.originalUrl.indexOf('?');
      res.redirect(301, unslashed + (query >= 0 ? req.originalUrl.slice(query) : ''));
      return;
    }
    res.sendFile(index);
  });
}
