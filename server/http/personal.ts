// Answers for one caller alone (browser-protections.ts sends them with `Cache-Control: no-store`):
// a route that resolves whose things it serves (auth-context.ts requireOwner, requireCustomer) marks
// its request, so a guest's own cart is not kept by the browser either.
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The answer is for this caller alone (markPersonal). */
    personalAnswer: boolean;
  }
}

/**
 * Declares the mark on every request (call before the routes): a field of the request's own shape.
 * A WeakSet's add was a measurable part of the hot reads, and a property added to some requests
 * only would give them two shapes (docs/performance.md).
 */
export function installPersonalMark(app: FastifyInstance): void {
  app.decorateRequest('personalAnswer', false);
}

export function markPersonal(request: FastifyRequest): void {
  request.personalAnswer = true;
}

export function isPersonalRequest(request: FastifyRequest): boolean {
  return request.personalAnswer === true;
}
