import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { routes } from './app/routes';
import './app/global.css';

/**
 * Loads the lazy routes the address matches before the first render, as React Router asks for
 * hydration ("Lazy Loading with SSR"): the first render is then the page itself, as the
 * prerendered HTML has it, not the loading fallback. Their chunks are already on their way (the
 * prerendered page preloads them).
 */
async function loadMatchedRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined } as Partial<RouteObject>);
    }),
  );
}

async function start(): Promise<void> {
  const container = document.getElementById('root')!;
  // A public page arrives prerendered (src/prerender/): hydrate it. Every other address gets the empty shell.
  const prerendered = container.hasChildNodes();
  if (prerendered) await loadMatchedRoutes();
  const app = (
    <StrictMode>
      <RouterProvider router={createBrowserRouter(routes)} />
    </StrictMode>
  );
  // Hydrated as a transition: React then works in slices and yields to the browser between them, so
  // a tap or a scroll on the page that is already shown is answered while it hydrates.
  if (prerendered)
    startTransition(() => {
      hydrateRoot(container, app);
    });
  else createRoot(container).render(app);
}

start().catch((error: unknown) => {
  // A page chunk that failed to load: render as usual; the router shows its error page.
  console.error('Starting the app failed', error);
  createRoot(document.getElementById('root')!).render(<RouterProvider router={createBrowserRouter(routes)} />);
});
