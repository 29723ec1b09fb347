import { ERROR_STATUS, type ErrorCode } from '../../domain/errors.ts';

/** A failure the client caused or may show: turned into the DESIGN.md error shape by onError. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: Record<string, string> | undefined;

  constructor(code: ErrorCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.fields = fields;
  }
}
