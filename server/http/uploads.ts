// The multipart parser (@fastify/multipart) only where files are uploaded: the avatar, image
// search and the console's receiving photos. Registered globally it added two async hooks and a
// listener to every request of every route (a tenth of a cheap API call's cost, docs/performance.md);
// in a scope of its own it parses only its routes' bodies, and a multipart body sent anywhere else
// is refused with 415 like any other unsupported content type.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/** Registers `routes` in a child scope that parses multipart bodies (one file of at most `maxBytes`,
 * unless a route asks for other limits). Hooks, prefix and error handling are the parent's. */
export async function uploadScope(app: FastifyInstance, maxBytes: number, routes: (scope: FastifyInstance) => void | Promise<void>): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: maxBytes, files: 1 } });
    await routes(scope);
  });
}
