// Builds the course service's Fastify app: the main API's envelope and error handling, CORS for
// the storefront's origins, the token trust (http/auth.ts), signed media, and the modules.
import Fastify, { type FastifyInstance } from 'fastify';
import { installErrorHandling, failureBody, requestLang } from '../../server/http/envelope.ts';
import { AppError } from '../../server/http/errors.ts';
import type { CourseConfig } from './config.ts';
import type { CourseDb } from './db/schema.ts';
import { createCourseAuth, type CourseAuth } from './http/auth.ts';
import { createMainApi, type FetchLike, type MainApi } from './http/main-api.ts';
import { listenToRevocations } from './http/shared-changes.ts';
import { mediaRoutes } from './http/media.ts';
import { installCourseProtections } from './http/protections.ts';
import { seedCourseContent, type CourseContent } from './seed.ts';
import type { CourseDeps } from './modules/context.ts';
import { catalogRoutes } from './modules/catalog.ts';
import { cartRoutes } from './modules/cart.ts';
import { checkoutRoutes } from './modules/checkout.ts';
import { learningRoutes } from './modules/learning.ts';
import { quizRoutes } from './modules/quizzes.ts';
import { reviewRoutes } from './modules/reviews.ts';
import { dashboardRoutes } from './modules/dashboard.ts';
import { installOperability } from '../../server/operability/index.ts';
import { requestIdOptions } from '../../server/operability/request-id.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The token trust of this app (tests clear its cache). */
    courseAuth: CourseAuth;
  }
}

export interface CourseAppOptions {
  config: CourseConfig;
  db: CourseDb;
  /** Seeded when config.seedDemo (main.ts passes the demo content; tests a fixture). */
  content?: CourseContent;
  /** How the main API is reached (tests may pass a failing one). */
  fetch?: FetchLike;
  now?: () => Date;
  logger?: boolean;
}

const ALLOWED_HEADERS = 'authorization, content-type, tb-language, idempotency-key';
const ALLOWED_METHODS = 'GET, POST, PUT, DELETE, OPTIONS';

export async function buildCourseApp(options: CourseAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const now = options.now ?? (() => new Date());
  if (options.content && config.seedDemo) await seedCourseContent(db, options.content, now());
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 256 * 1024,
    trustProxy: false,
    ...requestIdOptions,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: false, allowUnionTypes: true } },
  });
  // /healthz, /readyz, request ids, /metrics and the shutdown hooks, as the main server (server/operability).
  installOperability(app, { service: 'course', config, db });
  const main: MainApi = createMainApi(config, options.fetch);
  const auth = createCourseAuth(main, { ttlMs: () => config.tokenCacheTtlMs });
  app.decorate('courseAuth', auth);
  const revocations = listenToRevocations(config, auth, app.log);
  if (revocations) {
    app.addHook('onClose', async () => revocations.close());
    if (!await revocations.whenLive(2_000)) app.log.warn('Redis does not answer yet: every token is asked of the main API until it does');
  }
  const deps: CourseDeps = { db, config, auth, main, now, log: app.log };

  installErrorHandling(app);
  // nosniff, no framing, no-store on answers to a customer's token (http/protections.ts).
  installCourseProtections(app, config);
  // CORS: the storefront's origins only; a preflight is answered here (204).
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    const allowed = origin !== undefined && config.allowedOrigins.includes(origin);
    if (allowed) {
      reply.header('access-control-allow-origin', origin);
      reply.header('vary', 'Origin');
    }
    if (request.method === 'OPTIONS') {
      if (allowed) {
        reply.header('access-control-allow-methods', ALLOWED_METHODS);
        reply.header('access-control-allow-headers', ALLOWED_HEADERS);
        reply.header('access-control-max-age', '600');
      }
      return reply.status(204).send();
    }
  });

  await mediaRoutes(app, config, now);
  await catalogRoutes(app, deps);
  await cartRoutes(app, deps);
  await checkoutRoutes(app, deps);
  await learningRoutes(app, deps);
  await quizRoutes(app, deps);
  await reviewRoutes(app, deps);
  await dashboardRoutes(app, deps);

  app.setNotFoundHandler((request, reply) => reply.status(404).send(failureBody(requestLang(request), new AppError('NOT_FOUND'))));
  return app;
}
