// The console's sign-in for view-model tests on the memory adapter: the password, and for an admin
// the enrolment of its second factor (the first code of the secret shown, then the recovery codes
// acknowledged), as a staff member would at /ops/login.
import { expect } from 'vitest';
import type { OpsLoginViewModel } from '../../application/ops/ops-login-view-model';
import { memoryTotpCode } from './ops-second-factor.memory';
import { OPS_DEMO_PASSWORD } from './ops-world.memory';

export async function signInWith(login: OpsLoginViewModel, email: string, nowMs: number): Promise<void> {
  login.setEmail(email);
  login.setPassword(OPS_DEMO_PASSWORD);
  if (await login.submit()) return;
  expect(login.step).toBe('enrol');
  login.setCode(memoryTotpCode(login.enrolment?.secret ?? '', nowMs));
  expect(await login.submit()).toBe(false);
  expect(login.recoveryCodes).toHaveLength(10);
  expect(await login.submit()).toBe(true);
}
