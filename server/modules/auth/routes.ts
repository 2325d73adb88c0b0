// HTTP routes of the auth module, registered under /api (docs/api/auth.md).
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../ports.ts';
import { createAuthContext, defineCodeJob } from './context.ts';
import { sessionRoutes } from './session-routes.ts';
import { registerRoutes } from './register-routes.ts';
import { passwordRoutes } from './password-routes.ts';
import { profileRoutes } from './profile-routes.ts';
import { avatarRoutes } from './avatar-routes.ts';
import { googleRoutes } from './google-routes.ts';
import { facebookRoutes } from './facebook-routes.ts';
import { devRoutes } from './dev-routes.ts';
import { securityRoutes } from './security-routes.ts';
import { accountRoutes } from './account-routes.ts';
import { phoneRoutes } from './phone-routes.ts';

export async function authRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const ctx = createAuthContext(deps, app.log);
  defineCodeJob(ctx, app.log);
  sessionRoutes(app, ctx);
  registerRoutes(app, ctx);
  passwordRoutes(app, ctx);
  profileRoutes(app, ctx);
  await avatarRoutes(app, ctx);
  googleRoutes(app, ctx);
  facebookRoutes(app, ctx);
  securityRoutes(app, ctx);
  accountRoutes(app, ctx);
  phoneRoutes(app, ctx);
  if (deps.config.env !== 'production') devRoutes(app, ctx);
}
