import { createBrowserRouter } from 'react-router';
import { FullPageSpinner } from '../ui/spinner.tsx';
import { GuestOnly, RequireAuth } from './guards.tsx';
import { paths } from './paths.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

/**
 * Every screen is loaded lazily, so each is its own chunk and the welcome page stays light.
 * A new screen is one line: `{ path: paths.x, lazy: () => import('../features/x/x-page.tsx') }`,
 * where the module exports `Component` (and optionally `loader`). A screen for signed-in users goes
 * under `RequireAuth` (spec, "Access guard"); only the account screens below are public.
 */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      { path: paths.home, lazy: () => import('../features/welcome/welcome-page.tsx') },
      {
        // A signed-in user opening these is sent on (no space: /setup-space, else /join-space).
        element: <GuestOnly />,
        children: [
          { path: paths.login, lazy: () => import('../features/auth/login-page.tsx') },
          { path: paths.signup, lazy: () => import('../features/auth/signup-page.tsx') },
        ],
      },
      {
        path: paths.forgotPassword,
        lazy: () => import('../features/auth/forgot-password-page.tsx'),
      },
      {
        path: paths.resetPassword,
        lazy: () => import('../features/auth/reset-password-page.tsx'),
      },
      { path: paths.verifyEmail, lazy: () => import('../features/auth/verify-email-page.tsx') },
      {
        element: <RequireAuth />,
        children: [
          { path: paths.dashboard, lazy: () => import('../features/dashboard/dashboard-page.tsx') },
        ],
      },
      { path: '*', lazy: () => import('../features/not-found/not-found-page.tsx') },
    ],
  },
]);
