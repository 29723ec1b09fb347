/**
 * A deployment mistake (a missing secret or origin), not a request error: logged by onError and
 * answered as a 500 `internal`. Its own module, below the auth, mail and origin code that throw it.
 */
export class ConfigurationError extends Error {
  override name = 'ConfigurationError';
}
