/** Every route of the SPA in one place (spec, "Route table"); screens link through these. */
export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** The link of the sign-up confirmation email (beyond the spec's table: Foyer sends that email). */
  verifyEmail: '/verify-email',
  setupSpace: '/setup-space',
  spaceSummary: '/space-summary',
  joinSpace: '/join-space',
  profile: '/profile',
  settings: '/settings',
  dashboard: '/dashboard',
} as const;
