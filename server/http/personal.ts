// Answers for one caller alone (browser-protections.ts sends them with `Cache-Control: no-store`):
// a route that resolves whose things it serves (auth-context.ts requireOwner, requireCustomer) marks
// its request, so a guest's own cart is not kept by the browser either.
import type { FastifyRequest } from 'fastify';

const personal = new WeakSet<FastifyRequest>();

export function markPersonal(request: FastifyRequest): void {
  personal.add(request);
}

export function isPersonalRequest(request: FastifyRequest): boolean {
  return personal.has(request);
}
