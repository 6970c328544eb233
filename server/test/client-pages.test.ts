/**
 * The built client as the server sends it (src/client-pages.ts): hashed assets cached for good,
 * pages as HTML a browser revalidates, the prerendered public pages with the app's public URL in
 * their head, the app's shell for every other address (a deep link), and a real robots.txt and
 * sitemap.xml. A small client build of our own stands in for `npm run build`'s.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestServer, TestServer } from './helpers';

const APP_URL = 'https://talentlens.example.com';
const TOKEN = '__TALENTLENS_APP_URL__';
const PROVIDERS_TOKEN = '__TALENTLENS_SIGN_IN_PROVIDERS__';
const SHELL = '<!doctype html><html><head><title>TalentLens</title></head><body><div id="root"></div></body></html>';
const page = (title: string, pathname: string) =>
  `<!doctype html><html><head><title>${title}</title><link rel="canonical" href="${TOKEN}${pathname}" />` +
  `<meta property="og:url" content="${TOKEN}${pathname}" /><style>:root{--sign-in-providers:${PROVIDERS_TOKEN}}</style></head><body><div id="root"><main>${title}</main></div></body></html>`;
const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

function fakeClientDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talentlens-client-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.mkdirSync(path.join(dir, '.prerendered'));
  fs.mkdirSync(path.join(dir, 'media'));
  fs.writeFileSync(path.join(dir, 'index.html'), SHELL);
  fs.writeFileSync(path.join(dir, 'assets', 'main-Ab12Cd34.js'), 'console.log("app")');
  fs.writeFileSync(path.join(dir, 'media', 'poster.webp'), 'RIFF');
  fs.writeFileSync(path.join(dir, '.prerendered', 'landing.html'), page('Landing', '/'));
  fs.writeFileSync(path.join(dir, '.prerendered', 'pricing.html'), page('Pricing', '/pricing'));
  fs.writeFileSync(
    path.join(dir, '.prerendered', 'pages.json'),
    JSON.stringify({
      tokens: { appUrl: TOKEN, signInProviders: PROVIDERS_TOKEN },
      pages: [
        { path: '/', file: 'landing.html' },
        { path: '/pricing', file: 'pricing.html' },
      ],
    }),
  );
  return dir;
}

let t: TestServer;
let dist: string;
beforeAll(async () => {
  dist = fakeClientDist();
  t = await startTestServer({ CLIENT_DIST: dist, APP_URL });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (target: string, headers: Record<string, string> = { accept: HTML }) => fetch(t.url + target, { headers, redirect: 'manual' });

describe('the built client', () => {
  it('serves hashed assets with a one-year immutable cache lifetime', async () => {
    const r = await get('/assets/main-Ab12Cd34.js', {});
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await r.text()).toBe('console.log("app")');
    // A missing asset is a 404, never the app's HTML under a script's name.
    const missing = await get('/assets/main-Gone0000.js', {});
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type') ?? '').not.toMatch(/html/);
  });

  it('sends each public page prerendered, with the public URL in its head, as HTML to revalidate', async () => {
    for (const [pathname, title] of [
      ['/', 'Landing'],
      ['/pricing', 'Pricing'],
    ]) {
      const r = await get(pathname);
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toMatch(/^text\/html/);
      expect(r.headers.get('cache-control')).toBe('no-cache');
      const body = await r.text();
      expect(body).toContain(`<main>${title}</main>`);
      expect(body).toContain(`<link rel="canonical" href="${APP_URL}${pathname}" />`);
      expect(body).toContain(`<meta property="og:url" content="${APP_URL}${pathname}" />`);
      expect(body).not.toContain(TOKEN);
      // No provider is configured here: the sign-in buttons' room is none.
      expect(body).toContain('<style>:root{--sign-in-providers:0}</style>');
      // Revalidation: the same build answers 304 to the browser's copy. (Fetch adds `Cache-Control:
      // no-cache`, which forbids a 304, to a request with If-None-Match unless it has its own, as a browser's has.)
      const etag = r.headers.get('etag');
      expect(etag).toBeTruthy();
      const again = await get(pathname, { accept: HTML, 'if-none-match': etag!, 'cache-control': 'max-age=0' });
      expect(again.status).toBe(304);
    }
  });

  it("answers a deep link into the signed-in app with the app's shell, also to revalidate", async () => {
    for (const target of ['/search?q=python%20developer%20in%20london', '/list/0b6f0c1e-2f7a-4f55-9d64-0d7c4a1b2c3d', '/lists/']) {
      const r = await get(target);
      expect(r.status).toBe(200);
      expect(r.headers.get('cache-control')).toBe('no-cache');
      expect(await r.text()).toBe(SHELL);
    }
  });

  it('sends a public page asked for with a trailing slash to its one address, keeping the query', async () => {
    const r = await get('/pricing/?utm_source=mail');
    expect(r.status).toBe(301);
    expect(r.headers.get('location')).toBe('/pricing?utm_source=mail');
    expect((await get('/pricing//')).headers.get('location')).toBe('/pricing');
    // A slash-only path that is no public page stays the app's shell, and never redirects to ''.
    expect((await get('//')).status).toBe(200);
  });

  it("marks a public page signed in for a request with a session cookie, so its prerendered top bar is that user's", async () => {
    const anonymous = await (await get('/pricing')).text();
    expect(anonymous).toMatch(/^<!doctype html><html><head>/);
    const r = await get('/pricing', { accept: HTML, cookie: 'tl_session=some-token; theme=dark' });
    expect(r.headers.get('vary') ?? '').toMatch(/\bCookie\b/);
    const marked = await r.text();
    expect(marked).toMatch(/^<!doctype html><html data-signed-in><head>/);
    expect(marked.replace(' data-signed-in', '')).toBe(anonymous);
    // Another cookie, or an empty session cookie, is no sign of a session.
    expect(await (await get('/pricing', { accept: HTML, cookie: 'theme=dark; tl_session=' })).text()).toBe(anonymous);
  });

  it('never serves the prerendered files themselves', async () => {
    const r = await get('/.prerendered/pricing.html');
    expect(await r.text()).not.toContain(TOKEN);
    expect(await (await get('/.prerendered/pages.json', {})).text()).not.toContain('signInProviders');
  });

  it('has a real robots.txt: public pages allowed, the API, staff area and outbox not, and the sitemap named', async () => {
    const r = await get('/robots.txt', {});
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await r.text()).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /graphql',
        'Disallow: /admin',
        'Disallow: /dev/',
        `Sitemap: ${APP_URL}/sitemap.xml`,
      ]),
    );
  });

  it('has a sitemap.xml listing every prerendered page by its absolute address', async () => {
    const r = await get('/sitemap.xml', {});
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^application\/xml/);
    const body = await r.text();
    expect(body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([`${APP_URL}/`, `${APP_URL}/pricing`]);
  });
});
