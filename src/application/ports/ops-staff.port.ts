// The console's staff and their sign-in (docs/api/ops.md "Staff session"): who is signed in, the
// session, and the second factor's steps. OpsApi (ops-api.port.ts) answers them.

export interface StaffMember {
  staffId: string;
  email: string;
  name: string;
  /** operator | warehouse | admin */
  role: string;
}

/** POST ops/login: the token lives 12 hours. */
export interface StaffSession {
  token: string;
  expiresAt: string;
  staff: StaffMember;
}

/** GET ops/me. */
export interface StaffProfile extends StaffMember {
  permissions: string[];
  /** The second factor (TOTP): on or off, and whether the role must have it (admins). */
  secondFactor: { enabled: boolean; required: boolean };
}

/**
 * POST ops/login's answer: a session (no second factor), or a challenge to answer with
 * `secondFactor` within minutes — `code` (a TOTP code or a recovery code), or `enrol` (an admin
 * without a second factor: the new secret to scan, confirmed by its first code).
 */
export type StaffLoginStep =
  | { kind: 'session'; session: StaffSession }
  | { kind: 'code'; challenge: string; expiresAt: string }
  | { kind: 'enrol'; challenge: string; expiresAt: string; secret: string; otpauthUri: string };

/** A TOTP code, or one of the recovery codes. */
export type SecondFactorAnswer = { code: string } | { recoveryCode: string };

/** POST ops/login/second-factor: the session; `recoveryCodes` once, after an enrolment. */
export interface SecondFactorResult {
  session: StaffSession;
  recoveryCodes: string[] | null;
}
