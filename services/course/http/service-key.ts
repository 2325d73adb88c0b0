// The shared key between the main API and the course service (x-service-key), compared in
// constant time (both sides hashed first so lengths never leak).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../server/http/errors.ts';

export function sameKey(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return expected.length > 0 && timingSafeEqual(a, b);
}

export function checkServiceKey(request: FastifyRequest, expected: string): void {
  const raw = request.headers['x-service-key'];
  const given = Array.isArray(raw) ? raw[0] : raw;
  if (!given || !sameKey(given, expected)) throw new AppError('UNAUTHORIZED', { reason: 'SERVICE_KEY_INVALID' });
}
