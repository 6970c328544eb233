import { lazy, Suspense } from 'react';

// antd's Result and Button load only when a route fails, not with every page.
const RouteErrorView = lazy(() => import('./RouteErrorView'));

/** The routing layer's error page: a clear message and a way back, never a stack trace. */
export function RouteError() {
  return (
    <Suspense fallback={<div aria-busy="true" style={{ minHeight: '100vh' }} />}>
      <RouteErrorView />
    </Suspense>
  );
}
