// The one JSON envelope of every answer:
//   success: { action: true,  message, ...payload }
//   failure: { action: false, message, error: { code, reason?, message, field?, details? } }
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, ERROR_CATALOGUE, codeForStatus, langOf, type Lang } from './errors.ts';

export function requestLang(request: FastifyRequest): Lang {
  return langOf(request.headers['tb-language']);
}

export function ok<T extends object>(reply: FastifyReply, payload: T, message = 'OK', status = 200): FastifyReply {
  return reply.status(status).send({ action: true, message, ...payload });
}

export function failureBody(lang: Lang, err: AppError) {
  const catalogue = ERROR_CATALOGUE[err.code];
  const text = err.message === catalogue.en ? catalogue[lang] : err.message;
  return {
    action: false,
    message: text,
    error: {
      code: err.code, ...(err.reason ? { reason: err.reason } : {}), message: text, ...(err.field ? { field: err.field } : {}),
      ...(err.details ? { details: err.details } : {}),
    },
  };
}

/** Network codes and PostgreSQL's connection classes (08: connection exception; 57P01-57P03: shutting down, cannot connect now). */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', '57P01', '57P02', '57P03']);

/** True for a failure to reach the database (PostgreSQL away or restarting), as opposed to a failing query. */
export function isDatabaseUnreachable(error: { code?: unknown; message?: unknown }): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  if (UNREACHABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  const message = typeof error.message === 'string' ? error.message : '';
  return /^Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect/.test(message);
}

/** SQLSTATE classes (PostgreSQL appendix A): two digits or F0, HV, P0, XX, then three characters. */
const SQLSTATE = /^(?:[0-5][0-9A-Z]|F0|HV|P0|XX)[0-9A-Z]{3}$/;

/** The SQLSTATE of an error thrown by the database (pg or PGlite), or null. */
export function databaseErrorCode(error: { code?: unknown; statusCode?: unknown }): string | null {
  const code = error.code;
  return typeof code === 'string' && error.statusCode === undefined && SQLSTATE.test(code) ? code : null;
}

/**
 * A database error as a stable answer without the database's code: a value the database refused
 * (class 22: text with NUL, a number out of range) 400 INVALID_VALUE; a constraint (class 23) 409
 * CONSTRAINT_VIOLATION; a serialization failure or deadlock 503 DATABASE_BUSY (retry); anything
 * else 500 DATABASE_ERROR.
 */
export function databaseFailure(sqlState: string): { code: 'BAD_REQUEST' | 'CONFLICT' | 'UNAVAILABLE' | 'INTERNAL'; reason: string } {
  if (sqlState.startsWith('22')) return { code: 'BAD_REQUEST', reason: 'INVALID_VALUE' };
  if (sqlState.startsWith('23')) return { code: 'CONFLICT', reason: 'CONSTRAINT_VIOLATION' };
  if (sqlState === '40001' || sqlState === '40P01') return { code: 'UNAVAILABLE', reason: 'DATABASE_BUSY' };
  return { code: 'INTERNAL', reason: 'DATABASE_ERROR' };
}

/** Maps every thrown error (ours, Fastify's validation, JSON parse, too-large) to the envelope; app.ts answers 404s. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const lang = requestLang(request);
    if (error instanceof AppError) {
      return reply.status(error.status).send(failureBody(lang, error));
    }
    if (error.validation) {
      const first = error.validation[0];
      const path = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.') || '';
      const missing = (first?.params as { missingProperty?: string } | undefined)?.missingProperty;
      const field = [error.validationContext, path || missing].filter(Boolean).join('.');
      const appErr = new AppError('UNPROCESSABLE', { field, reason: 'VALIDATION', message: `${field || error.validationContext}: ${first?.message ?? 'invalid'}` });
      return reply.status(422).send(failureBody(lang, appErr));
    }
    if (isDatabaseUnreachable(error)) {
      // PostgreSQL away (docs/operations.md "When PostgreSQL goes away"): retryable, and readiness says so too.
      request.log.error(error);
      return reply.status(503).header('retry-after', '5').send(failureBody(lang, new AppError('UNAVAILABLE', { reason: 'DATABASE_UNAVAILABLE' })));
    }
    const sqlState = databaseErrorCode(error);
    if (sqlState !== null) {
      // The database's own code and text stay in the log; the answer carries a stable reason only.
      const mapped = databaseFailure(sqlState);
      request.log.error({ err: error, sqlState }, 'database error');
      if (mapped.code === 'UNAVAILABLE') reply.header('retry-after', '1');
      return reply.status(ERROR_CATALOGUE[mapped.code].status).send(failureBody(lang, new AppError(mapped.code, { reason: mapped.reason })));
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error(error);
    const code = codeForStatus(status);
    // Fastify's own codes of client errors are stable (FST_ERR_CTP_INVALID_MEDIA_TYPE); a failure of
    // ours names nothing of what broke (Node's or a library's code stays in the log).
    const reason = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ? 'MALFORMED_JSON'
      : status >= 500 ? 'INTERNAL_ERROR' : error.code;
    return reply.status(status).send(failureBody(lang, new AppError(code, { reason })));
  });
}
