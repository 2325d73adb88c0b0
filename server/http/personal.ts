// Answers for one caller alone (browser-protections.ts sends them with `Cache-Control: no-store`):
// a route that resolves whose things it serves (auth-context.ts requireOwner, requireCustomer) marks
// its request, so a guest's own cart is not kept by the browser either.
import type { FastifyRequest } from 'fastify';

// A mark on the request itself: a WeakSet's add was a measurable part of the hot reads (docs/performance.md).
const PERSONAL = Symbol('personal');
type Marked = FastifyRequest & { [PERSONAL]?: true };

export function markPersonal(request: FastifyRequest): void {
  (request as Marked)[PERSONAL] = true;
}

export function isPersonalRequest(request: FastifyRequest): boolean {
  return (request as Marked)[PERSONAL] === true;
}
