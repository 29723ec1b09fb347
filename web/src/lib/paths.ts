/** Every route of the SPA, in one place (docs/product.md#routes-and-guards). */
export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  /** The legal pages, public and prerendered (web/src/public/routes.ts). */
  terms: '/conditions-utilisation',
  privacy: '/confidentialite',
  resetPassword: '/reset-password',
  /** The link of the sign-up confirmation email (Foyer sends that email). */
  verifyEmail: '/verify-email',
  setupSpace: '/setup-space',
  spaceSummary: '/space-summary',
  joinSpace: '/join-space',
  /** The link of an invitation: `/rejoindre?code=XXXXXXXX` (docs/product.md#invitations). */
  joinByLink: '/rejoindre',
  profile: '/profile',
  settings: '/settings',
  /** « Mon compte » on its own: reachable with no space (docs/product.md#routes-and-guards). */
  account: '/account',
  dashboard: '/dashboard',
  planning: '/planning',
  weeklyView: '/weekly-view',
  /** Foyer: the month's grid (docs/product.md#month-view). */
  month: '/month',
  newTask: '/new-task',
  addActivity: '/add-activity',
  task: (id: string) => `/task/${encodeURIComponent(id)}`,
  editTask: (id: string) => `/edit-task/${encodeURIComponent(id)}`,
  editActivity: (id: string) => `/edit-activity/${encodeURIComponent(id)}`,
  lists: '/lists',
  list: (id: string) => `/list/${encodeURIComponent(id)}`,
  newList: '/new-list',
  /** « Menus de la semaine »: `?semaine=` names a day of the week shown. */
  meals: '/menus',
  /** The family's shops and their aisle order (docs/decisions/083-shops-and-aisle-order.md). */
  shops: '/magasins',
  notifications: '/notifications',
  familyFeed: '/fil',
  testSuite: '/test-suite',
} as const;

/** The router's patterns of the routes that take an id (the `paths` functions build their URLs). */
export const routePatterns = {
  task: '/task/:id',
  editTask: '/edit-task/:id',
  editActivity: '/edit-activity/:id',
  list: '/list/:id',
  /** The other spelling of the list detail path (docs/product.md#routes-and-guards). */
  listAlias: '/lists/:id',
} as const;
