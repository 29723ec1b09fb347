/** Query keys of the account screens (outside any space: see lib/query-keys.ts for the shape). */
export const authKeys = {
  all: () => ['auth'] as const,
  /** Where a sign-in leads; asked once per sign-in, never cached. */
  signInDestination: () => [...authKeys.all(), 'sign-in-destination'] as const,
  /** The confirmation of one email link: keyed by its single-use token. */
  verifyEmail: (token: string) => [...authKeys.all(), 'verify-email', token] as const,
};
