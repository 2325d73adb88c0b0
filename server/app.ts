// Builds the Fastify application: envelope and errors, caller context, security hooks,
// OpenAPI, the modules under /api, and the built storefront at /.
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import swagger from '@fastify/swagger';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './db/database.ts';
import type { ServerConfig } from './config.ts';
import type { ModuleDeps, ServerPorts } from './ports.ts';
import { failureBody, installErrorHandling, requestLang } from './http/envelope.ts';
import { installMethodIndex } from './http/method-not-allowed.ts';
import { AppError } from './http/errors.ts';
import { installAuthContext } from './http/auth-context.ts';
import { installSecurity } from './http/security.ts';
import { gatewayOrigins, installBrowserProtections, originOf, runtimeOrigins } from './http/browser-protections.ts';
import { readRuntimeConfig } from './http/runtime-config.ts';
import { installSharedState } from './shared/install.ts';
import { appendVary, registerCompression } from './http/compression.ts';
import { registerStaticAssets } from './http/static-assets.ts';
import { runtimeConfigFill, socialLoginSettings } from './http/runtime-config.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { regionsRoutes } from './modules/regions/routes.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { ordersRoutes } from './modules/orders/routes.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { paymentsRoutes } from './modules/payments/routes.ts';
import { opsRoutes } from './modules/ops/routes.ts';
import { membershipRoutes } from './modules/membership/routes.ts';
import { coursesRoutes } from './modules/courses/routes.ts';
import { privacyRoutes } from './modules/privacy/routes.ts';
import { uploadsRoutes } from './modules/uploads/routes.ts';
import { defineRetentionJob } from './modules/privacy/retention.ts';
import { COURSE_PAID_JOB, guardCourseCharge } from './modules/courses/invoices.ts';
import { devPayPage } from './modules/payments/dev-pay.ts';
import { createPayments, type Payments } from './modules/payments/service.ts';
import { reissueAfterExpiry } from './modules/ops/customer-view.ts';
import { FULFIL_PAID_JOB } from './modules/ops/jobs.ts';
import { createPageRenderer } from './http/ssr.ts';
import { renderHead } from './modules/seo/head.ts';
import { pageHead } from './modules/seo/pages.ts';
import { crawlRoutes, publicOrigin } from './modules/seo/routes-crawl.ts';
import { detailListRoutes } from './modules/seo/routes-detail-lists.ts';
import { composeMarketplace } from './marketplace.ts';
import { createKursImport } from './modules/catalog/kurs-import.ts';
import { installOperability } from './operability/index.ts';
import { requestIdOptions } from './operability/request-id.ts';
import { composeFileStorage } from './storage/compose.ts';
import { definePurgeJob } from './jobs/purge.ts';
import { createJobQueue } from './jobs/compose.ts';
import { installTestJob } from './jobs/test-job.ts';
import { analyticsHosts } from '../src/domain/privacy/index.ts';
import { socialHosts } from '../src/domain/account/social-login.ts';
import type { JobQueue } from './jobs/port.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payments service (charge, notification, expiry sweep): tests call `app.payments.sweep()`. */
    payments: Payments;
    /** The job queue (server/jobs/port.ts): tests call `app.jobs.drain()` to run what is due. */
    jobs: JobQueue;
  }
}

export interface AppOptions {
  config: ServerConfig;
  db: Db;
  ports?: Partial<ServerPorts>;
  logger?: boolean;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    // TRUST_PROXY: whose X-Forwarded-For sets request.ip, the rate limits' key (server/shared/trust-proxy.ts).
    trustProxy: config.trustProxy,
    ...requestIdOptions,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: false, allowUnionTypes: true } },
  });
  // /healthz, /readyz (app.readiness), request ids, /metrics (app.metrics) and the shutdown hooks:
  // `app.onShutdown` runs when SIGTERM starts the drain, before the server closes
  // (server/operability/shutdown.ts); background work stops taking jobs there.
  installOperability(app, { service: 'main', config, db });
  // Background work is jobs (server/jobs, docs/architecture.md "Jobs"): every process enqueues; the
  // worker of SERVER_ROLE worker or all runs them, from ready to the shutdown (or close).
  const jobs = await createJobQueue(config, db, app.log);
  app.decorate('jobs', jobs);
  app.addHook('onReady', async () => { if (config.serverRole !== 'web') await jobs.start(); });
  app.onShutdown.push(() => jobs.stop());
  app.metrics.jobQueueDepthFrom(() => jobs.waiting());
  app.addHook('onClose', async () => jobs.stop());
  if (config.testSlowRoute && config.testJobLog) installTestJob(app, db, jobs, config.testJobLog);
  // Every upload goes to one store (server/storage/compose.ts), so any process serves it.
  const deps: ModuleDeps = { db, config, jobs, ports: { now: () => new Date(), ...options.ports, ...composeFileStorage(config, options.ports) } };
  composeMarketplace(deps, app.log);

  const payments = createPayments({
    db, config, jobs, now: () => deps.ports.now(), gateway: deps.ports.paymentGateway, log: app.log,
    // In the paying transaction: the fulfilment, and a course invoice's paid-call (docs/courses.md), as jobs.
    onInvoicePaid: async (trx, invoice) => {
      await jobs.enqueue(trx, FULFIL_PAID_JOB, { invoiceId: invoice.id });
      if (invoice.type === 'course') await jobs.enqueue(trx, COURSE_PAID_JOB, { invoiceId: invoice.id });
    },
    onAdditionalExpired: (trx, invoiceId, now) => reissueAfterExpiry(trx, jobs, invoiceId, now),
    beforeCharge: (input) => guardCourseCharge(db, config, input, deps.ports.now()),
    inject: (request) => app.inject(request).then((res) => ({ statusCode: res.statusCode, body: res.body })),
  });
  app.decorate('payments', payments);
  // The exchange-rate import (KURS_IMPORT; docs/operations.md): a recurring job, every KURS_IMPORT_INTERVAL_MS.
  app.decorate('kursImport', createKursImport(deps, app.log));
  // Expired tokens, Idempotency-Keys and one-time codes deleted in batches (PURGE_INTERVAL_MS; server/jobs/purge.ts).
  definePurgeJob(jobs, db, { intervalMs: config.purgeIntervalMs, batchSize: config.purgeBatchSize, now: () => deps.ports.now(), log: app.log });
  // Personal data past its retention period erased (RETENTION_INTERVAL_MS; modules/privacy/retention.ts, docs/privacy.md).
  defineRetentionJob(deps, app.log);

  installErrorHandling(app);
  // The storefront (built): its pages are server-rendered when the SSR bundle is built (server/http/ssr.ts).
  const staticDir = config.staticDir;
  const hasStorefront = staticDir !== undefined && existsSync(join(staticDir, 'index.html'));
  // Every page's head (title, description, canonical and languages, previews, JSON-LD; docs/seo.md).
  const head = async (request: FastifyRequest, lang: 'id' | 'en') => renderHead(await pageHead(deps, {
    url: request.url, lang, origin: publicOrigin(deps, request), visitorKey: `ip:${request.ip}`,
  }));
  const pages = hasStorefront ? createPageRenderer(app, { staticDir, runtimeConfig: runtimeConfigFill(config), head, courseServiceUrl: () => config.courseServiceUrl }) : null;
  // Browser protections (CSP with a nonce per page, framing, nosniff, referrer, HSTS in production,
  // no-store on personal API answers): before every route and hook that may answer.
  const runtimeConfig = hasStorefront ? readRuntimeConfig(staticDir, runtimeConfigFill(config))?.value : null;
  const courseOrigin = originsOfCourse(config.coursePublicUrl);
  await installBrowserProtections(app, config, {
    origins: {
      connect: [...new Set([...runtimeOrigins(runtimeConfig), ...courseOrigin])], media: courseOrigin, gateway: gatewayOrigins(config),
      // The configured analytics pixels' hosts, and none when none is configured (docs/privacy.md).
      analytics: analyticsHosts(config.analytics),
      // The configured sign-in SDKs' hosts (Google Identity Services, Facebook JS SDK), none when none is configured.
      social: socialHosts(socialLoginSettings(config)),
    },
    scriptHashes: pages?.scriptHashes ?? [],
  });
  installAuthContext(app, db, config);
  // Several processes (docs/operations.md): the process registry, and with REDIS_URL the shared caches and limits.
  await installSharedState(app, deps, { role: config.serverRole, web: config.serverRole !== 'worker' });
  // Before every route: it hooks the routes declared after it (the storefront's files opt out).
  await registerCompression(app);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Titip storefront API', version: '1.0.0' },
      servers: [{ url: '/' }],
    },
  });
  // Hooks on every request are callbacks, not async functions: a promise per hook per request was
  // measurable on the hot routes (docs/performance.md).
  app.addHook('onSend', (request, reply, payload, done) => {
    const origin = request.headers.origin;
    if (origin && config.allowedOrigins.includes(origin)) {
      reply.header('access-control-allow-origin', origin);
      appendVary(reply, 'Origin');
    }
    done(null, payload);
  });

  // Known API paths and their methods: a wrong method answers 405 (below, in the not-found handler).
  const apiMethods = installMethodIndex(app);
  await app.register(async (api) => {
    // The signature check, the input guard, Idempotency-Key and rate limits on every /api route that needs them.
    await installSecurity(api, deps);
    await authRoutes(api, deps);
    await regionsRoutes(api, deps);
    await catalogRoutes(api, deps);
    await cartRoutes(api, deps);
    await ordersRoutes(api, deps);
    await contentRoutes(api, deps);
    await paymentsRoutes(api, deps, payments);
    await opsRoutes(api, deps);
    await membershipRoutes(api, deps);
    await coursesRoutes(api, deps);
    await privacyRoutes(api, deps);
    await uploadsRoutes(api, deps);
    api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  }, { prefix: '/api' });

  // /sitemap.xml and /robots.txt (docs/seo.md).
  await crawlRoutes(app, deps);
  // A detail page without its id: its list (/print-invoice -> /history-invoice, ...).
  detailListRoutes(app);

  // Outside production: the payment simulator page, before the storefront's catch-all.
  if (config.env !== 'production') await devPayPage(app, db, payments);

  if (hasStorefront) {
    await registerStaticAssets(app, staticDir, { runtimeConfig: runtimeConfigFill(config) });
  }
  // Every other GET is a storefront page: server-rendered when the SSR bundle is built (the 404 page
  // with status 404), else the single-page app's index.html (server/http/ssr.ts, docs/ssr.md).
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const allowed = path.startsWith('/api/') ? apiMethods.allowed(path) : [];
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      return reply.status(405).header('allow', allowed.join(', ')).send(failureBody(requestLang(request), new AppError('METHOD_NOT_ALLOWED')));
    }
    if (!pages || path.startsWith('/api/') || path === '/api' || request.method !== 'GET') {
      return reply.status(404).send(failureBody(requestLang(request), new AppError('NOT_FOUND')));
    }
    return pages.handle(request, reply);
  });
  return app;
}

/** The course service's origin as a browser reaches it (COURSE_PUBLIC_URL): its API, videos and posters. */
function originsOfCourse(url: string): string[] {
  const origin = originOf(url);
  return origin ? [origin] : [];
}
