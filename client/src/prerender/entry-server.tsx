import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes } from '../app/routes';

export { PUBLIC_PAGES } from '../features/public/publicPages';

/**
 * The server entry of the prerender (scripts/prerender.mjs runs it at build time, never at run
 * time): one public page rendered to HTML with the app's own routes, as a visitor who is not signed
 * in sees it before any data arrives. `styles` holds the CSS antd writes in JavaScript for what the
 * page uses of antd (only the sign-in pages use it), so the first paint needs no script.
 */
export async function render(path: string): Promise<{ html: string; styles: string }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path}: the routes answered ${context.status} instead of a page`);
  if (context.errors) throw new Error(`${path}: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createCache();
  const html = renderToString(
    <StrictMode>
      <StyleProvider cache={cache}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </StyleProvider>
    </StrictMode>,
  );
  return { html, styles: extractStyle(cache) };
}
