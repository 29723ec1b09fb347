/**
 * The API's one error shape (docs/architecture.md#request-path), shared by the Worker that answers it and the
 * SPA that shows `message` to the family. Messages are French and meant for the user.
 */
export const ERROR_CODES = [
  'validation',
  'unauthenticated',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'internal',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    /** Per-field French messages, keyed by the input's field name (dotted for nested fields). */
    fields?: Record<string, string>;
    /** A stable machine-readable cause where a client must tell refusals apart (e.g. `code_invalid`). */
    reason?: string;
    requestId?: string;
  };
}

export const ERROR_STATUS: Record<ErrorCode, number> = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
};

export const ERROR_MESSAGES = {
  internal: "Une erreur inattendue s'est produite",
  notFound: "Cette adresse n'existe pas",
  invalidJson: "Le contenu envoyé n'est pas un JSON valide",
  invalidInput: 'Certaines informations sont invalides',
  /** A JSON body that is `null`, an array, a string or a number: every route takes an object. */
  bodyNotObject: 'Le contenu envoyé doit être un objet JSON',
  unsupportedMediaType: 'Le contenu doit être envoyé au format JSON',
  payloadTooLarge: 'Le contenu envoyé est trop volumineux',
  methodNotAllowed: "Cette action n'est pas permise à cette adresse",
  unauthenticated: 'Vous devez être connecté',
  forbiddenSpace: "Vous n'avez pas accès à cet espace famille",
  /** A state-changing request from another site (CSRF) or without an Origin header. */
  forbiddenOrigin: "Requête refusée : elle ne provient pas de l'application Foyer",
  rateLimited: 'Trop de tentatives. Réessayez dans quelques minutes.',
  /** The live route answers only WebSocket handshakes. */
  websocketRequired: 'Cette adresse attend une connexion WebSocket',
} as const;

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}
