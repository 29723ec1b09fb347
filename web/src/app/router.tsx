import { createBrowserRouter } from 'react-router';
import { FullPageSpinner } from '../ui/spinner.tsx';
import { paths } from './paths.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

/**
 * Every screen is loaded lazily, so each is its own chunk and the welcome page stays light.
 * A new screen is one line: `{ path: paths.x, lazy: () => import('../features/x/x-page.tsx') }`,
 * where the module exports `Component` (and optionally `loader`).
 */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      { path: paths.home, lazy: () => import('../features/welcome/welcome-page.tsx') },
      { path: '*', lazy: () => import('../features/not-found/not-found-page.tsx') },
    ],
  },
]);
