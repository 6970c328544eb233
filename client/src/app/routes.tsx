import type { RouteObject } from 'react-router';
import { RedirectIfSignedIn, RequireUser } from './guards';
import { RouteError } from './RouteError';

/**
 * A page (or the root or shell) of the staff area. The staff area is one lazy chunk (staffArea.ts),
 * loaded the first time a /admin address opens: one more entry for the bundler instead of nine,
 * so adding it left the chunks of the public pages as they were.
 */
function staff(name: keyof typeof import('./staffArea')) {
  return async () => ({ Component: (await import('./staffArea'))[name] });
}

/**
 * Every route of the spec's route table (section 2). Each page is its own chunk (`lazy`). antd
 * (AntdRoot) and Apollo Client (ApolloRoot) load only with the routes that use them: the public
 * pages (landing, pricing, legal, sign-in and sign-up) are plain elements, prerendered at build
 * time (src/prerender/) and hydrated by main.tsx with these same routes. Pages export `Component`.
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    // Shown for the moment the first page's chunk loads.
    hydrateFallbackElement: <div aria-busy="true" style={{ minHeight: '100vh' }} />,
    children: [
      { path: '/', lazy: () => import('../pages/landing') },
      { path: '/pricing', lazy: () => import('../pages/pricing') },
      { path: '/terms', lazy: () => import('../pages/terms') },
      { path: '/privacy', lazy: () => import('../pages/privacy') },
      { path: '/people-privacy', lazy: () => import('../pages/people-privacy') },
      {
        // Sign-in and sign-up: plain elements and plain fetch, so neither antd nor Apollo Client.
        element: <RedirectIfSignedIn />,
        children: [
          { path: '/login', lazy: () => import('../pages/login') },
          { path: '/register', lazy: () => import('../pages/register') },
        ],
      },
      {
        // antd's theme and App (messages) for every page that uses antd's components.
        lazy: () => import('./AntdRoot'),
        children: [
          // "Find and remove me" for the people in the index: no account, no Apollo Client (plain REST).
          { path: '/people-privacy/me', lazy: () => import('../pages/people-privacy-me') },
          {
            lazy: () => import('./ApolloRoot'),
            children: [
              // Where each provider's sign-in comes back to (public: the server has just set the session cookie).
              { path: '/google-callback', lazy: () => import('../pages/google-callback') },
              { path: '/linkedin-callback', lazy: () => import('../pages/linkedin-callback') },
              { path: '/sso-callback', lazy: () => import('../pages/sso-callback') },
              { path: '/linkedin-complete-profile', lazy: () => import('../pages/linkedin-complete-profile') },
              {
                element: <RequireUser />,
                children: [
                  {
                    lazy: () => import('../features/shell/SignedInLayout'),
                    children: [
                      { path: '/dashboard', lazy: () => import('../pages/dashboard') },
                      { path: '/payment/result', lazy: () => import('../pages/payment-result') },
                      { path: '/account', lazy: () => import('../pages/account') },
                      { path: '/account/:userId', lazy: () => import('../pages/account') },
                      // /profile: the spec's mobile bottom navigation's target, the same account page (one page module).
                      { path: '/profile', lazy: () => import('../pages/account') },
                      { path: '/team', lazy: () => import('../pages/team') },
                      { path: '/team/join', lazy: () => import('../pages/team-join') },
                      { path: '/search', lazy: () => import('../pages/search') },
                      { path: '/searches', lazy: () => import('../pages/searches') },
                      { path: '/lists', lazy: () => import('../pages/lists') },
                      { path: '/list/:listId', lazy: () => import('../pages/list') },
                    ],
                  },
                ],
              },
            ],
          },
          {
            // The staff area: its own Apollo Client (and cache) and its own chunk; a user's session never opens it.
            lazy: staff('StaffApolloRoot'),
            children: [
              { path: '/admin', lazy: staff('StaffLogin') },
              {
                // The staff shell, also the guard: no staff session (adminMe UNAUTHENTICATED) -> /admin.
                lazy: staff('StaffLayout'),
                children: [
                  { path: '/admin/dashboard', lazy: staff('StaffDashboard') },
                  { path: '/admin/admins', lazy: staff('StaffAccounts') },
                  { path: '/admin/audit', lazy: staff('StaffAudit') },
                  { path: '/admin/users', lazy: staff('Customers') },
                  { path: '/admin/users/:userId', lazy: staff('Customer') },
                  { path: '/admin/payments', lazy: staff('StaffPayments') },
                  { path: '/admin/subscriptions', lazy: staff('StaffSubscriptions') },
                  { path: '/admin/teams', lazy: staff('StaffTeams') },
                  { path: '/admin/teams/:teamId', lazy: staff('StaffTeam') },
                  { path: '/admin/settings', lazy: staff('StaffSettings') },
                  { path: '/admin/imports', lazy: staff('StaffImports') },
                  { path: '/admin/providers', lazy: staff('StaffProviders') },
                  { path: '/admin/privacy', lazy: staff('StaffPrivacy') },
                ],
              },
            ],
          },
          { path: '*', lazy: () => import('../pages/not-found') },
        ],
      },
    ],
  },
];
