import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type ApiErrorBody, ERROR_MESSAGES, ERROR_STATUS, type ErrorCode } from '#domain/errors.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from './api-error.ts';

/** What a framework-level HTTPException (e.g. unreadable JSON) means to the user. */
function fromHttpException(error: HTTPException): ApiError {
  switch (error.status) {
    case 400:
      return new ApiError(
        'validation',
        /json/i.test(error.message) ? ERROR_MESSAGES.invalidJson : ERROR_MESSAGES.invalidInput,
      );
    case 401:
      return new ApiError('unauthenticated', ERROR_MESSAGES.unauthenticated);
    case 404:
      return new ApiError('not_found', ERROR_MESSAGES.notFound);
    case 405:
      return new ApiError('method_not_allowed', ERROR_MESSAGES.methodNotAllowed);
    case 413:
      return new ApiError('payload_too_large', ERROR_MESSAGES.payloadTooLarge);
    case 415:
      return new ApiError('unsupported_media_type', ERROR_MESSAGES.unsupportedMediaType);
    case 429:
      return new ApiError('rate_limited', ERROR_MESSAGES.rateLimited);
    default:
      return new ApiError('internal', ERROR_MESSAGES.internal);
  }
}

function errorBody(
  code: ErrorCode,
  message: string,
  requestId: string | undefined,
  fields?: Record<string, string>,
  reason?: string,
): ApiErrorBody {
  return {
    error: {
      code,
      message,
      ...(fields ? { fields } : {}),
      ...(reason ? { reason } : {}),
      requestId,
    },
  };
}

export const onError: ErrorHandler<AppEnv> = (error, c) => {
  const requestId = c.get('requestId');
  let known: ApiError | undefined;
  if (error instanceof ApiError) known = error;
  else if (error instanceof HTTPException && error.status < 500) known = fromHttpException(error);

  if (!known) {
    // Unexpected: the detail goes to the logs under the request id, never to the client.
    console.error(`[${requestId}] ${c.req.method} ${c.req.path}`, error);
    return c.json(errorBody('internal', ERROR_MESSAGES.internal, requestId), 500);
  }
  return c.json(
    errorBody(known.code, known.message, requestId, known.fields, known.reason),
    known.status as ContentfulStatusCode,
  );
};

export const onNotFound: NotFoundHandler<AppEnv> = (c) => {
  if (c.req.path === '/api' || c.req.path.startsWith('/api/')) {
    return c.json(
      errorBody('not_found', ERROR_MESSAGES.notFound, c.get('requestId')),
      ERROR_STATUS.not_found as ContentfulStatusCode,
    );
  }
  // Only /api/* runs the Worker first; anything else that reaches it is the SPA's.
  return c.env.ASSETS.fetch(c.req.raw);
};
