// The console's session (docs/api/ops.md "Session"): sign-in with the password, then the second
// factor when the account has one (an admin must: without one, the sign-in leads to enrolment),
// sign-out, who am I, and turning one's own second factor on or off (off: not for admins). Every
// sign-in step counts against the account's backoff (server/shared/login-throttle.ts), whatever
// the address; a session opened forgets it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok, requestLang } from '../../http/envelope.ts';
import { authRateLimit } from '../../http/security.ts';
import { accountKey, countLoginAttempt, loginThrottleOf } from '../../shared/login-throttle.ts';
import type { ModuleDeps } from '../../ports.ts';
import { audit, staffActor } from './audit.ts';
import type { OpsEnv } from './env.ts';
import * as s from './schemas.ts';
import { acceptCode, answerChallenge, challengeAccount, clearSecondFactor, enableSecondFactor, secondFactorOf, setupSecondFactor, startChallenge, useRecoveryCode } from './staff-2fa.ts';
import { checkStaffPassword, logoutStaff, openStaffSession, secondFactorRequired, staffMeWire, staffWire, type StaffRow } from './staff.ts';
import { requireStaff } from './staff-auth.ts';
import { opsError, opsText } from './texts.ts';

type CodeBody = { code?: string; recovery_code?: string };

export async function sessionRoutes(ops: FastifyInstance, env: OpsEnv, ports: ModuleDeps['ports']): Promise<void> {
  const { db } = env;
  const appSecret = env.config.appSecret;
  const throttle = loginThrottleOf(ports);
  const count = (request: FastifyRequest, reply: FastifyReply, email: string) => countLoginAttempt(throttle, reply, accountKey('staff', email), env.now().getTime(),
    (seconds) => opsText(requestLang(request), 'loginThrottled', { seconds: String(seconds) }));

  async function signedIn(reply: FastifyReply, request: FastifyRequest, row: StaffRow, extra: Record<string, unknown> = {}) {
    const now = env.now();
    await throttle.reset(accountKey('staff', row.email));
    const session = await openStaffSession(db, row, now);
    await audit(db, staffActor(row.id), { action: 'login', entityType: 'staff_session', entityId: session.sessionId, before: null, after: { staff_id: row.id } }, now);
    return ok(reply, { data: { token: session.token, expires_at: session.expiresAt.toISOString(), staff: staffWire(row), ...extra } }, opsText(requestLang(request), 'loggedIn'));
  }

  ops.post<{ Body: { email: string; password: string } }>('/login', { config: authRateLimit(env.config), schema: { body: s.loginBody } }, async (request, reply) => {
    const lang = requestLang(request);
    await count(request, reply, request.body.email);
    const row = await checkStaffPassword(db, request.body.email, request.body.password);
    if (!row) throw opsError('UNAUTHORIZED', lang, 'loginFailed', 'LOGIN_FAILED');
    const challenge = await startChallenge(db, appSecret, row, env.now());
    if (!challenge) return signedIn(reply, request, row);
    return ok(reply, {
      data: {
        second_factor: challenge.kind, challenge: challenge.token, challenge_expires_at: challenge.expiresAt.toISOString(),
        ...(challenge.kind === 'enrol' ? { secret: challenge.secret, otpauth_uri: challenge.uri } : {}),
      },
    }, opsText(lang, challenge.kind === 'enrol' ? 'enrolNeeded' : 'codeNeeded'));
  });

  ops.post<{ Body: { challenge: string } & CodeBody }>('/login/second-factor', { config: authRateLimit(env.config), schema: { body: s.secondFactorBody } }, async (request, reply) => {
    const lang = requestLang(request);
    const now = env.now();
    const { challenge, code, recovery_code: recoveryCode } = request.body;
    if (code === undefined && recoveryCode === undefined) throw opsError('UNPROCESSABLE', lang, 'codeRequired', 'VALIDATION', 'body.code');
    const account = await challengeAccount(db, challenge, now);
    if (!account) throw opsError('UNAUTHORIZED', lang, 'challengeInvalid', 'CHALLENGE_INVALID');
    await count(request, reply, account.email);
    const result = await answerChallenge(db, appSecret, challenge, { code, recoveryCode }, now);
    if (!result.ok) {
      if (result.reason === 'CHALLENGE_INVALID') throw opsError('UNAUTHORIZED', lang, 'challengeInvalid', 'CHALLENGE_INVALID');
      throw opsError('UNAUTHORIZED', lang, 'codeInvalid', 'SECOND_FACTOR_INVALID', recoveryCode !== undefined ? 'body.recovery_code' : 'body.code');
    }
    if (result.recoveryCodes) await audit(db, staffActor(result.staff.id), { action: 'second_factor_enabled', entityType: 'staff', entityId: result.staff.id, before: null, after: null }, now);
    if (result.usedRecoveryCode) await audit(db, staffActor(result.staff.id), { action: 'recovery_code_used', entityType: 'staff', entityId: result.staff.id, before: null, after: null }, now);
    return signedIn(reply, request, result.staff, result.recoveryCodes ? { recovery_codes: result.recoveryCodes } : {});
  });

  ops.post('/logout', async (request, reply) => {
    const staff = requireStaff(request, 'read');
    const now = env.now();
    await logoutStaff(db, staff.sessionId, now);
    await audit(db, staffActor(staff.id), { action: 'logout', entityType: 'staff_session', entityId: staff.sessionId, before: null, after: null }, now);
    return reply.status(204).send();
  });

  ops.get('/me', async (request, reply) => {
    const staff = requireStaff(request, 'read');
    return ok(reply, { data: staffMeWire(staff) });
  });

  // One's own second factor: a new secret to scan, confirmed by its first code (recovery codes once).
  ops.post('/me/second-factor/setup', async (request, reply) => {
    const staff = requireStaff(request, 'read');
    const setup = await setupSecondFactor(db, appSecret, staff.id, staff.email);
    if (!setup) throw opsError('CONFLICT', requestLang(request), 'secondFactorEnabled', 'SECOND_FACTOR_ENABLED');
    return ok(reply, { data: { secret: setup.secret, otpauth_uri: setup.uri } });
  });

  ops.post<{ Body: CodeBody }>('/me/second-factor/confirm', { config: authRateLimit(env.config), schema: { body: s.codeBody } }, async (request, reply) => {
    const staff = requireStaff(request, 'read');
    const lang = requestLang(request);
    const now = env.now();
    const row = await secondFactorOf(db, staff.id);
    if (row.totp_enabled_at !== null) throw opsError('CONFLICT', lang, 'secondFactorEnabled', 'SECOND_FACTOR_ENABLED');
    if (!row.totp_pending_secret) throw opsError('CONFLICT', lang, 'secondFactorNotSetUp', 'SECOND_FACTOR_NOT_SET_UP');
    if (!request.body.code || await acceptCode(db, appSecret, staff.id, row.totp_pending_secret, request.body.code, now.getTime()) === null) {
      throw opsError('UNPROCESSABLE', lang, 'codeInvalid', 'SECOND_FACTOR_INVALID', 'body.code');
    }
    const codes = await enableSecondFactor(db, appSecret, staff.id, row.totp_pending_secret, now);
    await audit(db, staffActor(staff.id), { action: 'second_factor_enabled', entityType: 'staff', entityId: staff.id, before: null, after: null }, now);
    return ok(reply, { data: { recovery_codes: codes } }, opsText(lang, 'secondFactorOn'));
  });

  ops.post<{ Body: CodeBody }>('/me/second-factor/disable', { config: authRateLimit(env.config), schema: { body: s.codeBody } }, async (request, reply) => {
    const staff = requireStaff(request, 'read');
    const lang = requestLang(request);
    const now = env.now();
    if (secondFactorRequired(staff.role)) throw opsError('FORBIDDEN', lang, 'secondFactorRequired', 'SECOND_FACTOR_REQUIRED');
    const row = await secondFactorOf(db, staff.id);
    if (row.totp_enabled_at === null) return ok(reply, { data: { enabled: false } }, opsText(lang, 'secondFactorOff'));
    const { code, recovery_code: recoveryCode } = request.body;
    const good = recoveryCode !== undefined ? await useRecoveryCode(db, appSecret, staff.id, recoveryCode, now)
      : code !== undefined && await acceptCode(db, appSecret, staff.id, row.totp_secret, code, now.getTime()) !== null;
    if (!good) throw opsError('UNPROCESSABLE', lang, 'codeInvalid', 'SECOND_FACTOR_INVALID', recoveryCode !== undefined ? 'body.recovery_code' : 'body.code');
    await clearSecondFactor(db, staff.id, now, false);
    await audit(db, staffActor(staff.id), { action: 'second_factor_disabled', entityType: 'staff', entityId: staff.id, before: null, after: null }, now);
    return ok(reply, { data: { enabled: false } }, opsText(lang, 'secondFactorOff'));
  });
}
