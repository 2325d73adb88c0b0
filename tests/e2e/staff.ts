// The operations console's staff account of the journeys: created by the command
// (`npm run staff -- add`) in global-setup.ts before the server starts, never by the storefront.
// It is an admin, so it signs in with a second factor: global-setup.ts enrols it through the API
// (enrolStaff) and hands the secret to the workers (E2E_STAFF_TOTP_SECRET); every sign-in takes a
// fresh code (staffCode). The server takes a code of one time step once, and two workers sign in
// at once: the last step used is kept in a file under a lock, and a worker waits for the next step
// when both codes the server would take now are used.
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { totpCode, totpStep, TOTP_PERIOD_S } from '../../server/modules/ops/staff-totp.ts';

export const E2E_STAFF = { email: 'sari.ops@titip.test', name: 'Sari Operasional', role: 'admin', password: 'staf-rahasia-2026' } as const;

const STATE_DIR = join(process.cwd(), 'test-results');
const STEP_FILE = join(STATE_DIR, 'e2e-staff-totp-step');
const LOCK = join(STATE_DIR, 'e2e-staff-totp.lock');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function secret(): string {
  const value = process.env.E2E_STAFF_TOTP_SECRET;
  if (!value) throw new Error('E2E_STAFF_TOTP_SECRET is not set (global-setup.ts enrols the staff account)');
  return value;
}

async function locked<T>(run: () => Promise<T>): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      if (i > 400) rmdirSync(LOCK); // a worker died holding it (40 s)
      await sleep(100);
    }
  }
  try {
    return await run();
  } finally {
    rmdirSync(LOCK);
  }
}

/** A code the server will take (a step no sign-in of the journeys used yet). */
export async function staffCode(): Promise<string> {
  return locked(async () => {
    let last = -1;
    try {
      last = Number(readFileSync(STEP_FILE, 'utf8')) || -1;
    } catch {
      // first sign-in
    }
    let step = Math.max(totpStep(Date.now()), last + 1);
    while (step > totpStep(Date.now()) + 1) {
      await sleep(1000);
      step = Math.max(totpStep(Date.now()), last + 1);
    }
    writeFileSync(STEP_FILE, String(step));
    return totpCode(secret(), step * TOTP_PERIOD_S * 1000);
  });
}

/** Enrols the account's second factor (its first sign-in); answers the secret. */
export async function enrolStaff(baseUrl: string): Promise<string> {
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const json = await res.json() as { data?: Record<string, unknown> };
    if (res.status !== 200 || !json.data) throw new Error(`${path}: HTTP ${res.status} ${JSON.stringify(json)}`);
    return json.data;
  };
  const step = await post('/api/ops/login', { email: E2E_STAFF.email, password: E2E_STAFF.password });
  if (step.second_factor !== 'enrol' || typeof step.secret !== 'string') throw new Error(`expected the enrolment, got ${JSON.stringify(step)}`);
  const code = totpCode(step.secret, Date.now());
  mkdirSync(STATE_DIR, { recursive: true });
  writeFileSync(STEP_FILE, String(totpStep(Date.now())));
  await post('/api/ops/login/second-factor', { challenge: step.challenge, code });
  return step.secret;
}

/** Signs in at /ops/login: e-mail, password, then the code from the "authenticator". */
export async function signInOps(ops: Page): Promise<void> {
  await ops.goto('/ops/login');
  await ops.getByLabel('E-mail staf').fill(E2E_STAFF.email);
  await ops.getByLabel('Kata sandi').fill(E2E_STAFF.password);
  await ops.getByRole('button', { name: 'Masuk' }).click();
  await ops.getByLabel('Kode autentikator').fill(await staffCode());
  await ops.getByRole('button', { name: 'Verifikasi' }).click();
}

/** A console token through the API (the same two steps). */
export async function staffToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/ops/login', { data: { email: E2E_STAFF.email, password: E2E_STAFF.password } });
  if (login.status() !== 200) throw new Error(`ops/login: HTTP ${login.status()}`);
  const { challenge } = ((await login.json()) as { data: { challenge: string } }).data;
  const res = await request.post('/api/ops/login/second-factor', { data: { challenge, code: await staffCode() } });
  if (res.status() !== 200) throw new Error(`ops/login/second-factor: HTTP ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}
