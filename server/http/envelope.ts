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
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error(error);
    const code = codeForStatus(status);
    const reason = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ? 'MALFORMED_JSON' : error.code;
    return reply.status(status).send(failureBody(lang, new AppError(code, { reason })));
  });
}
