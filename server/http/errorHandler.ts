import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type ApiFailure,
  ERROR_KEYS,
  PAYLOAD_TOO_LARGE,
  TOO_MANY_REQUESTS,
  UNSUPPORTED_MEDIA_TYPE,
} from '../../lib/contract/apiError';
import { BAD_REQUEST, SERVER_ERROR } from '../../lib/contract/envelope';
import { AppError, badRequest, notFound, tooManyRequests } from './appError';
import { apiFamilyOf } from './envelope';
import { type SecurityHeaders, applySecurityHeaders } from './securityHeaders';

/**
 * Turns every error into the envelope for /api and /wtcenter (pages get plain text), so a client
 * never sees Fastify's own error shape. Unexpected errors are logged with the request context
 * and answer code 500 'Server error' without details.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const failure = toAppError(error);
    if (!failure) {
      request.log.error({ err: error, method: request.method, url: request.url }, 'unexpected error');
    }
    sendFailure(request, reply, failure ?? serverError());
  });
}

const serverError = () => new AppError({ status: 500, code: SERVER_ERROR, msg: 'Server error', key: ERROR_KEYS.server });

/**
 * Fastify's `frameworkErrors` option: a URL the router cannot decode (a malformed %-encoding such
 * as `/api/%E0%A4%A`) or a route parameter past maxParamLength is answered before routing, so no
 * hook runs for it. This answers it like any other failure: the envelope under /api and /wtcenter,
 * plain text elsewhere, with the security headers every answer carries.
 *
 * @example Fastify({ frameworkErrors: frameworkErrorHandler(await securityHeaders(isProduction)) })
 */
export function frameworkErrorHandler(headers: SecurityHeaders) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    applySecurityHeaders(request, reply, headers);
    const failure = toAppError(error);
    if (!failure) request.log.error({ err: error, method: request.method, url: request.url }, 'unexpected error');
    sendFailure(request, reply, failure ?? serverError());
  };
}

/** Sends an API failure envelope (or plain text outside the API families). */
export function sendFailure(request: FastifyRequest, reply: FastifyReply, error: AppError): void {
  reply.status(error.status);
  if (apiFamilyOf(request.url) === null) {
    reply.type('text/plain; charset=utf-8').send(error.message);
    return;
  }
  const retryAfter = error.params?.retryAfterSeconds;
  if (error.status === TOO_MANY_REQUESTS && typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
  const body: ApiFailure = { code: error.code, msg: error.message, data: null };
  if (error.key) body.key = error.key;
  if (error.params) body.params = error.params;
  reply.send(body);
}

/** The envelope answer for an unknown /api or /wtcenter route. */
export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply): void {
  sendFailure(request, reply, notFound(`No API route ${request.method} ${request.url.split('?')[0]}.`));
}

/** Maps known error kinds to a client-facing failure; null means "a bug, hide the details". */
function toAppError(error: FastifyError): AppError | null {
  if (error instanceof AppError) return error;
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      return badRequest('The URL is not valid: it has a malformed %-encoding.');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError({ status: 400, code: BAD_REQUEST, msg: 'The request body is not valid JSON.', key: ERROR_KEYS.malformedJson });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError({ status: 413, code: PAYLOAD_TOO_LARGE, msg: 'The request body is too large.', key: ERROR_KEYS.payloadTooLarge });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError({
        status: 415,
        code: UNSUPPORTED_MEDIA_TYPE,
        msg: 'The request body has an unsupported content type; send application/json.',
        key: ERROR_KEYS.unsupportedMediaType,
      });
  }
  if (error.statusCode === TOO_MANY_REQUESTS) return tooManyRequests();
  // Fastify's own client errors (bad content length, bad URL, ...) carry a readable message.
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError({ status: error.statusCode, code: error.statusCode, msg: error.message, key: ERROR_KEYS.badRequest });
  }
  return null;
}

const CLIENT_ERRORS: Record<string, { status: number; msg: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, msg: 'The request took too long to arrive.' },
  HPE_HEADER_OVERFLOW: { status: 431, msg: 'The request headers are too large.' },
};

/**
 * Fastify's `clientErrorHandler`: errors Node's HTTP parser raises before there is a request
 * (a body that stopped half-way past the request timeout, oversized headers, garbage). The
 * request line may not be known, so the answer is always the API envelope (the only callers
 * that send bodies slowly are API calls), with the security headers every answer carries.
 *
 * @example Fastify({ clientErrorHandler: clientErrorHandler(await securityHeaders(isProduction)) })
 */
export function clientErrorHandler(headers: SecurityHeaders) {
  return (error: NodeJS.ErrnoException, socket: import('node:stream').Duplex): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, msg } = CLIENT_ERRORS[error.code ?? ''] ?? { status: 400, msg: 'The request could not be read.' };
    if (socket.writable) {
      const body = JSON.stringify({ code: status, msg, data: null, key: ERROR_KEYS.badRequest } satisfies ApiFailure);
      const lines = [
        `HTTP/1.1 ${status} ${STATUS_TEXT[status]}`,
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
        'content-type: application/json; charset=utf-8',
        'cache-control: no-store',
        `content-length: ${Buffer.byteLength(body)}`,
        'connection: close',
      ];
      socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    }
    socket.destroy(error);
  };
}

const STATUS_TEXT: Record<number, string> = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' };
