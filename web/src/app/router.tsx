import { createBrowserRouter, redirect } from 'react-router';
import { paths, routePatterns } from '../lib/paths.ts';
import { PUBLIC_PAGES } from '../public/routes.ts';
import { FullPageSpinner } from '../ui/spinner.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

/**
 * The guards load with the first screen that needs them: they bring the session, space and profile
 * code (and zod, through the domain's schemas), which the welcome page does without.
 */
const guard = (name: 'RequireAuth' | 'RequireProfile' | 'RequireSpace') => () =>
  import('./guards.tsx').then((module) => ({ Component: module[name] }));

/** The tab bar and its notification bell (a popover, date-fns' French locale): signed-in screens only. */
const tabLayout = () =>
  import('./tab-layout.tsx').then((module) => ({ Component: module.TabLayout }));

/**
 * Every screen is loaded lazily, so each is its own chunk and the welcome page stays light.
 * A new screen is one route, its page named after what it is: `{ path: paths.x, lazy: () =>
 * import('../features/x/x-page.tsx').then((module) => ({ Component: module.XPage })) }` (React
 * Router's `lazy` resolves to the route's properties). A screen for signed-in users goes
 * under `RequireAuth` (docs/product.md#routes-and-guards); only the account screens below are
 * public (/, /login, /signup and /forgot-password are also prerendered files: decision 030).
 */
/**
 * The developer checklist (docs/product.md#developer-checklist) exists in development builds only
 * (`npm run dev`, `vite build --mode development`). Vite writes `import.meta.env.MODE` as a string
 * literal, so in any other build the test is constant and the bundler drops the dynamic import:
 * the checklist's code is not even shipped, and the route sends to /dashboard
 * (docs/decisions/010-developer-checklist-in-development-builds.md).
 */
function testSuiteRoute() {
  return import.meta.env.MODE === 'development'
    ? {
        path: paths.testSuite,
        lazy: () =>
          import('../features/test-suite/test-suite-page.tsx').then((module) => ({
            Component: module.TestSuitePage,
          })),
      }
    : { path: paths.testSuite, loader: () => redirect(paths.dashboard) };
}

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      {
        // A signed-in visitor of `/` (the entry shows the prerendered welcome page to anyone else)
        // goes on, to today or the space chooser.
        path: paths.home,
        lazy: () => import('./home-gate.tsx').then((module) => ({ Component: module.HomeGate })),
      },
      // The public pages: their own prerendered files on a first visit (web/src/public/routes.ts),
      // the same components here when the app goes to one (« Se déconnecter », an ended session),
      // so that the app's messages (« Déconnexion réussie ») stay on screen.
      ...(
        [paths.login, paths.signup, paths.forgotPassword, paths.terms, paths.privacy] as const
      ).map((path) => ({
        path,
        lazy: PUBLIC_PAGES[path].load,
      })),
      {
        path: paths.resetPassword,
        lazy: () =>
          import('../features/auth/reset-password-page.tsx').then((module) => ({
            Component: module.ResetPasswordPage,
          })),
      },
      {
        // Signed out too: it keeps the code across sign-up or sign-in.
        path: paths.joinByLink,
        lazy: () =>
          import('../features/family/join-by-link-page.tsx').then((module) => ({
            Component: module.JoinByLinkPage,
          })),
      },
      {
        path: paths.verifyEmail,
        lazy: () =>
          import('../features/auth/verify-email-page.tsx').then((module) => ({
            Component: module.VerifyEmailPage,
          })),
      },
      {
        lazy: guard('RequireAuth'),
        children: [
          // Planning area: a chosen profile is needed.
          {
            lazy: guard('RequireProfile'),
            children: [
              {
                lazy: tabLayout,
                children: [
                  {
                    path: paths.dashboard,
                    lazy: () =>
                      import('../features/dashboard/dashboard-page.tsx').then((module) => ({
                        Component: module.DashboardPage,
                      })),
                  },
                  {
                    path: paths.planning,
                    lazy: () =>
                      import('../features/planning/planning-page.tsx').then((module) => ({
                        Component: module.PlanningPage,
                      })),
                  },
                  {
                    path: paths.weeklyView,
                    lazy: () =>
                      import('../features/planning/weekly-view-page.tsx').then((module) => ({
                        Component: module.WeeklyViewPage,
                      })),
                  },
                  {
                    path: paths.month,
                    lazy: () =>
                      import('../features/planning/month-view-page.tsx').then((module) => ({
                        Component: module.MonthViewPage,
                      })),
                  },
                  {
                    path: paths.lists,
                    lazy: () =>
                      import('../features/lists/lists-page.tsx').then((module) => ({
                        Component: module.ListsPage,
                      })),
                  },
                  {
                    path: paths.meals,
                    lazy: () =>
                      import('../features/meals/meals-page.tsx').then((module) => ({
                        Component: module.MealsPage,
                      })),
                  },
                  {
                    path: routePatterns.list,
                    lazy: () =>
                      import('../features/lists/list-page.tsx').then((module) => ({
                        Component: module.ListPage,
                      })),
                  },
                  {
                    path: paths.shops,
                    lazy: () =>
                      import('../features/lists/shops-page.tsx').then((module) => ({
                        Component: module.ShopsPage,
                      })),
                  },
                  {
                    path: routePatterns.listAlias,
                    lazy: () =>
                      import('../features/lists/list-page.tsx').then((module) => ({
                        Component: module.ListPage,
                      })),
                  },
                  {
                    path: paths.notifications,
                    lazy: () =>
                      import('../features/notifications/notifications-page.tsx').then((module) => ({
                        Component: module.NotificationsPage,
                      })),
                  },
                  {
                    path: paths.familyFeed,
                    lazy: () =>
                      import('../features/notifications/family-feed-page.tsx').then((module) => ({
                        Component: module.FamilyFeedPage,
                      })),
                  },
                ],
              },
              {
                path: paths.newTask,
                lazy: () =>
                  import('../features/planning/new-task-page.tsx').then((module) => ({
                    Component: module.NewTaskPage,
                  })),
              },
              {
                path: paths.addActivity,
                lazy: () =>
                  import('../features/planning/add-activity-page.tsx').then((module) => ({
                    Component: module.AddActivityPage,
                  })),
              },
              {
                path: routePatterns.task,
                lazy: () =>
                  import('../features/planning/task-detail-page.tsx').then((module) => ({
                    Component: module.TaskDetailPage,
                  })),
              },
              {
                path: routePatterns.editTask,
                lazy: () =>
                  import('../features/planning/edit-task-page.tsx').then((module) => ({
                    Component: module.EditTaskPage,
                  })),
              },
              {
                path: routePatterns.editActivity,
                lazy: () =>
                  import('../features/planning/edit-task-page.tsx').then((module) => ({
                    Component: module.EditTaskPage,
                  })),
              },
              {
                path: paths.newList,
                lazy: () =>
                  import('../features/lists/new-list-page.tsx').then((module) => ({
                    Component: module.NewListPage,
                  })),
              },
            ],
          },
          // Spaces and profiles: before a profile is chosen.
          {
            path: paths.setupSpace,
            lazy: () =>
              import('../features/family/setup-space-page.tsx').then((module) => ({
                Component: module.SetupSpacePage,
              })),
          },
          {
            path: paths.spaceSummary,
            lazy: () =>
              import('../features/family/space-summary-page.tsx').then((module) => ({
                Component: module.SpaceSummaryPage,
              })),
          },
          {
            path: paths.joinSpace,
            lazy: () =>
              import('../features/family/join-space-page.tsx').then((module) => ({
                Component: module.JoinSpacePage,
              })),
          },
          {
            path: paths.profile,
            lazy: () =>
              import('../features/family/profile-page.tsx').then((module) => ({
                Component: module.ProfilePage,
              })),
          },
          {
            // The account is not a space: its names, password, export and deletion need neither.
            path: paths.account,
            lazy: () =>
              import('../features/family/account-page.tsx').then((module) => ({
                Component: module.AccountPage,
              })),
          },
          {
            // Settings need a space but not a chosen profile: /profile's "Aller aux paramètres" leads
            // here precisely when the space has no profile to choose.
            lazy: guard('RequireSpace'),
            children: [
              {
                lazy: tabLayout,
                children: [
                  {
                    path: paths.settings,
                    lazy: () =>
                      import('../features/family/settings-page.tsx').then((module) => ({
                        Component: module.SettingsPage,
                      })),
                  },
                ],
              },
            ],
          },
        ],
      },
      testSuiteRoute(),
      {
        path: '*',
        lazy: () =>
          import('../features/not-found/not-found-page.tsx').then((module) => ({
            Component: module.NotFoundPage,
          })),
      },
    ],
  },
]);
