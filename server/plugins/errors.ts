/**
 * One error shape for the whole API: `{ error, message }` (codes in common/error-codes.ts). Maps Fastify's own errors
 * (bad JSON → 400, wrong content type → 415, body too large → 413), zod validation failures (400),
 * rate limits (429) and HttpError; anything else is a 500 whose body reveals nothing internal.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '../../common/error-codes';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-errors';

const FASTIFY_CODES: Record<string, { status: number; error: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    error: 'invalid_json',
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    error: 'invalid_json',
    message: 'The request body is empty.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    error: 'unsupported_media_type',
    message: 'Send the request body as application/json.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    error: 'bad_request',
    message: 'Invalid Content-Length.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    error: 'payload_too_large',
    message: 'The request body is too large.',
  },
  // The router's own refusals (Fastify's `frameworkErrors`), before any route runs.
  FST_ERR_BAD_URL: {
    status: 400,
    error: 'bad_request',
    message: 'The address is not a valid URL.',
  },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    error: 'uri_too_long',
    message: 'A part of the address is too long.',
  },
};

/**
 * Fastify's `frameworkErrors` option: the router's refusals (a malformed percent-encoding, a path
 * parameter over its length limit) answer in the API's `{ error, message }` shape too, instead of
 * Fastify's default body. Anything else the router raises is a 500 without internals.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const known = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (known) {
    void reply.status(known.status).send({ error: known.error, message: known.message });
    return;
  }
  request.log.error({ err: error }, 'router error');
  void reply
    .status(500)
    .send({ error: 'internal_error', message: 'Something went wrong. Please try again.' });
}

/** Registers the error and API not-found handlers on `app`. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(
    (error: FastifyError & { extra?: Record<string, unknown> }, request, reply) => {
      if (error instanceof HttpError) {
        return reply
          .status(error.statusCode)
          .send({ error: error.code, message: error.message, ...error.extra });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const first = error.validation[0];
        const path = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.');
        const message = first?.message ?? 'Invalid input.';
        return reply.status(400).send({
          error: 'validation_error',
          message: path && !/[A-Z]/.test(message.charAt(0)) ? `${path}: ${message}` : message,
        });
      }
      const known = error.code ? FASTIFY_CODES[error.code] : undefined;
      if (known)
        return reply.status(known.status).send({ error: known.error, message: known.message });
      if (error.statusCode === 429) {
        return reply.status(429).send({ error: 'rate_limited', message: error.message });
      }
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        return reply
          .status(error.statusCode)
          .send({ error: 'bad_request', message: error.message });
      }
      request.log.error({ err: error }, 'unhandled error');
      // The request id lets a member's report be matched with this log line (X-Request-Id too).
      return reply.status(500).send({
        error: 'internal_error',
        message: 'Something went wrong. Please try again.',
        requestId: request.id,
      });
    },
  );
}
