// The ops module (docs/api/ops.md, docs/operations-console.md): the operations console under
// /api/ops (staff sessions, queues, the order page, actions on lines and parcels, tickets, audit)
// and the customer's side (decision, cancel, ratings, reviews, refund requests, notifications, QC
// photos). app.ts registers it inside the /api scope: `await opsRoutes(api, deps)`.
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../ports.ts';
import { failureBody, requestLang } from '../../http/envelope.ts';
import { defaultMail } from '../auth/mail.ts';
import { rememberEnv } from './customer-view.ts';
import { defineOpsJobs } from './jobs.ts';
import { internalRoutes } from './internal-routes.ts';
import { freeStorageDaysFrom, type OpsEnv } from './env.ts';
import { actionRoutes } from './routes-actions.ts';
import { consoleRoutes } from './routes-console.ts';
import { sessionRoutes } from './routes-session.ts';
import { customerRoutes } from './routes-customer.ts';
import { ratingRoutes } from './routes-ratings.ts';
import { customerTicketRoutes, staffTicketRoutes } from './routes-tickets.ts';
import { installStaffAuth } from './staff-auth.ts';
import { composeFileStorage } from '../../storage/compose.ts';
import { StateConflict } from './texts.ts';
import { membershipStaffRoutes } from '../membership/staff-routes.ts';
import { kursStaffRoutes } from '../catalog/routes-kurs-console.ts';
import { featuredStaffRoutes } from '../content/routes-featured-console.ts';
import './tables.ts';

export interface OpsOptions {
  /** Free storage days of a line arriving; default OPS_FREE_STORAGE_DAYS, else 30. */
  freeStorageDays?: number;
}

/** 409 STATE_CONFLICT answers carry the entity's current state; every other error goes to the app's handler. */
function answerConflicts(scope: FastifyInstance): void {
  scope.setErrorHandler((error: FastifyError | StateConflict, request, reply) => {
    if (error instanceof StateConflict) {
      const body = failureBody(requestLang(request), error);
      return reply.status(409).send({ ...body, error: { ...body.error, current_state: error.currentState } });
    }
    throw error;
  });
}

export async function opsRoutes(api: FastifyInstance, deps: ModuleDeps, options: OpsOptions = {}): Promise<void> {
  const env: OpsEnv = {
    db: deps.db,
    config: deps.config,
    now: () => deps.ports.now(),
    storage: deps.ports.photoStorage ?? composeFileStorage(deps.config, deps.ports).photoStorage,
    mail: deps.ports.mail ?? defaultMail(deps.db, deps.config),
    jobs: deps.jobs,
    log: api.log,
    freeStorageDays: options.freeStorageDays ?? freeStorageDaysFrom(process.env),
  };
  rememberEnv(env);
  defineOpsJobs(env);

  await api.register(async (ops) => {
    answerConflicts(ops);
    installStaffAuth(ops, deps.db, env.now, ['/ops/login', '/ops/login/second-factor']);
    await sessionRoutes(ops, env, deps.ports);
    await consoleRoutes(ops, env);
    await actionRoutes(ops, env);
    await staffTicketRoutes(ops, env);
    await membershipStaffRoutes(ops, env);
    await kursStaffRoutes(ops, env);
    await featuredStaffRoutes(ops, env);
  }, { prefix: '/ops' });

  // `npm run staff` through this server while it holds the embedded database (loopback, APP_SECRET's key).
  await internalRoutes(api, deps);

  await api.register(async (scope) => {
    answerConflicts(scope);
    await customerRoutes(scope, env);
    await ratingRoutes(scope, env);
    await customerTicketRoutes(scope, env);
  });
}
