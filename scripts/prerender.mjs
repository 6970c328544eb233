#!/usr/bin/env node
/**
 * The last step of the client's build (`npm run build --workspace client`): renders each public
 * page (client/src/features/public/publicPages.ts) to HTML with the server entry the SSR build
 * made (client/dist/.ssr/entry-server.js), and writes it into the built index.html with its head
 * tags, its stylesheets and preloads for the chunks it hydrates with, as
 * client/dist/.prerendered/<name>.html, listed in .prerendered/pages.json. The server sends those
 * files for those paths (server/src/client-pages.ts), with what only it knows in place of TOKENS,
 * and index.html, the empty shell, for every other address.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'client', 'dist');
const ssrDir = path.join(dist, '.ssr');
const outDir = path.join(dist, '.prerendered');
/** Stand for what only the running server knows; it puts them in (server/src/client-pages.ts). */
const TOKENS = {
  /** The app's public URL (APP_URL) in canonical links and Open Graph tags. */
  appUrl: '__TALENTLENS_APP_URL__',
  /** How many sign-in providers are configured: the sign-in pages keep room for their buttons (SocialButtons). */
  signInProviders: '__TALENTLENS_SIGN_IN_PROVIDERS__',
};
const APP_URL_TOKEN = TOKENS.appUrl;
/** The pages with the sign-in providers' buttons. */
const SIGN_IN_PAGES = new Set(['login', 'register']);

/**
 * The lazy modules each public page's routes load (client/src/app/routes.tsx), as the Vite
 * manifest names them: their chunks are preloaded and their CSS linked, so that the page is
 * styled without script and hydrates without waiting for a chunk it could have had.
 */
const ROUTE_MODULES = {
  landing: ['src/pages/landing/index.tsx'],
  pricing: ['src/pages/pricing/index.tsx'],
  terms: ['src/pages/terms/index.tsx'],
  privacy: ['src/pages/privacy/index.tsx'],
  peoplePrivacy: ['src/pages/people-privacy/index.tsx'],
  login: ['src/pages/login/index.tsx'],
  register: ['src/pages/register/index.tsx'],
};

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Every chunk and stylesheet a module needs (its static imports, not its dynamic ones), entry's own excluded. */
function assetsOf(manifest, keys) {
  const js = new Set();
  const css = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`prerender: ${key} is not in the Vite manifest (see ROUTE_MODULES in scripts/prerender.mjs)`);
    if (chunk.isEntry) return; // index.html loads it already
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { js: [...js], css: [...css] };
}

function headTags(name, page, assets, styles) {
  const url = `${APP_URL_TOKEN}${page.path === '/' ? '/' : page.path}`;
  return [
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="TalentLens" />`,
    `<meta property="og:title" content="${escapeHtml(page.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(page.description)}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${APP_URL_TOKEN}/media/signals-poster.webp" />`,
    ...assets.css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}" />`),
    ...assets.js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
    styles,
    SIGN_IN_PAGES.has(name) ? `<style>:root{--sign-in-providers:${TOKENS.signInProviders}}</style>` : '',
  ]
    .filter(Boolean)
    .join('\n    ');
}

/** antd's style cache marker alone: the page used nothing of antd. */
const NO_ANTD_STYLES = /^<style data-ant-cssinjs-cache-path[^>]*>[^<]*<\/style>$/;

async function main() {
  // React and antd as the browser runs them: production class names and hashes, so hydration matches.
  process.env.NODE_ENV = 'production';
  const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const { render, PUBLIC_PAGES } = await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href);
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  const listed = [];
  for (const [name, page] of Object.entries(PUBLIC_PAGES)) {
    const modules = ROUTE_MODULES[name];
    if (!modules) throw new Error(`prerender: no ROUTE_MODULES entry for the public page "${name}"`);
    const rendered = await render(page.path);
    const html = rendered.html;
    const styles = NO_ANTD_STYLES.test(rendered.styles.trim()) ? '' : rendered.styles;
    if (!html.includes('<main')) throw new Error(`prerender: ${page.path} rendered no <main> (a loading state?)`);
    const out = template
      .replace(
        /<title>[^<]*<\/title>/,
        `<title>${escapeHtml(page.title)}</title>\n    ${headTags(name, page, assetsOf(manifest, modules), styles)}`,
      )
      .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
    if (!out.includes(html)) throw new Error('prerender: index.html has no empty <div id="root"></div> to fill');
    const file = `${name}.html`;
    fs.writeFileSync(path.join(outDir, file), out);
    listed.push({ path: page.path, file });
    console.log(`prerendered ${page.path} -> dist/.prerendered/${file} (${Math.round(out.length / 1024)} KB)`);
  }
  fs.writeFileSync(path.join(outDir, 'pages.json'), `${JSON.stringify({ tokens: TOKENS, pages: listed }, null, 2)}\n`);
  fs.rmSync(ssrDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
