/**
 * Errors that map to a specific HTTP status and the `{ error, message }` body (one error shape for the API).
 * Throw them from services and routes; the error handler turns them into answers. `code` is one of
 * common/error-codes.ts's ERROR_CODES, so a new code is added there (and reaches the client's type).
 */
import type { ErrorCode } from '../../common/error-codes';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    /** Extra fields merged into the body, e.g. duplicateResponseId on a 409. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code: ErrorCode = 'bad_request') =>
  new HttpError(400, code, message);
export const unauthorized = (message = 'Please log in to continue.') =>
  new HttpError(401, 'unauthorized', message);
export const forbidden = (message = 'You are not allowed to do that.') =>
  new HttpError(403, 'forbidden', message);
export const notFound = (message = 'Not found.') => new HttpError(404, 'not_found', message);
export const conflict = (
  message: string,
  code: ErrorCode = 'conflict',
  extra: Record<string, unknown> = {},
) => new HttpError(409, code, message, extra);
