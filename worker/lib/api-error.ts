import { ERROR_MESSAGES, ERROR_STATUS, type ErrorCode } from '#domain/errors.ts';

/** A failure the client caused or may show: turned into the one error shape by onError. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: Record<string, string> | undefined;
  /** A stable machine-readable cause, so that clients branch on it rather than on French text. */
  readonly reason: string | undefined;

  constructor(code: ErrorCode, message: string, fields?: Record<string, string>, reason?: string) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.fields = fields;
    this.reason = reason;
  }

  /** A 400 whose message is the first field's, so a form without that field still says why. */
  static validation(fields: Record<string, string>, reason?: string): ApiError {
    const first = Object.values(fields)[0];
    return new ApiError('validation', first ?? ERROR_MESSAGES.invalidInput, fields, reason);
  }
}
