import path from 'node:path';
import type { Request, RequestHandler } from 'express';

/**
 * The GraphQL playground: `GET /graphql` from a browser gets GraphiQL, built by the client's own
 * build (client/playground.html, client/src/playground/) into the client's folder, never fetched
 * from a CDN. Every other request to /graphql (a POST, a GET that asks for JSON, a GET without an
 * Accept header) is left to Apollo as before.
 */

/** The file the client build writes for the playground, beside index.html. */
export const PLAYGROUND_FILE = 'playground.html';

export const PLAYGROUND_NOT_BUILT =
  'The GraphQL playground is not built on this server. Run `npm run build` (or `npm start`, which builds what is missing), then reload this page. The API itself answers POST /graphql as usual.';

/**
 * Whether a request is a person opening /graphql in a browser: a GET whose Accept header prefers
 * HTML to every answer a GraphQL client asks for. The same test as Apollo Server's own landing
 * page (which this replaces), so a GraphQL client's GET, which asks for JSON or sends no Accept
 * header, still reaches Apollo, with or without a `query` parameter; a browser's `?query=` opens
 * the playground with that query in its editor instead (a browser could not run it: Apollo's CSRF
 * prevention refuses a GET without a preflight header).
 */
export function prefersHtml(req: Request): boolean {
  return (
    (req.method === 'GET' || req.method === 'HEAD') &&
    req.accepts(['application/json', 'application/graphql-response+json', 'multipart/mixed', 'text/html']) === 'text/html'
  );
}

/**
 * Sends the built playground page to a browser (no-cache: it names the hashed assets of the
 * current build); without a built client, a short page saying how to build it (404). It carries
 * the app's security headers unchanged: GraphiQL fits the app's Content-Security-Policy as it is
 * (its scripts, styles and Monaco's three workers are files of this build, served from 'self';
 * its fonts are data: URLs; Monaco's inline styles are allowed by helmet's default style-src), so
 * the page gets no policy of its own (client/e2e/playground.e2e.ts fails on any refusal).
 */
export function playgroundPage(clientDist: string): RequestHandler {
  const file = path.join(clientDist, PLAYGROUND_FILE);
  return (req, res, next) => {
    if (!prefersHtml(req)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(file, (err?: NodeJS.ErrnoException) => {
      if (!err) return;
      if (res.headersSent || err.code !== 'ENOENT') return next(err);
      res.status(404).type('html').send(notBuiltPage());
    });
  };
}

function notBuiltPage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>GraphQL playground · TalentLens</title></head><body><h1>GraphQL playground</h1><p>${PLAYGROUND_NOT_BUILT.replace(/`([^`]+)`/g, '<code>$1</code>')}</p></body></html>`;
}
