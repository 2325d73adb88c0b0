// The second factor's view-models on the memory adapter: the sign-in's enrolment (an admin), its
// code step (a wrong or reused code refused, a recovery code once, back to the password), and the
// security page turning it on and off for another role (never off for an admin).
import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { CLOCK } from '../../application/shell/app-settings';
import { OPS_LOGIN_VIEW_MODEL, type OpsLoginViewModel } from '../../application/ops/ops-login-view-model';
import { OPS_SECURITY_VIEW_MODEL, type OpsSecurityViewModel } from '../../application/ops/ops-security-view-model';
import { OPS_SESSION, type OpsSession } from '../../application/ops/ops-session';
import { opsModule } from '../../application/ops/ops.module';
import { createMemoryContainer } from '../container/memory-container';
import { memoryTotpCode } from './ops-second-factor.memory';
import { signInWith } from './ops-login.test-support';
import { OPS_DEMO_PASSWORD } from './ops-world.memory';

let now = Date.UTC(2024, 2, 1, 3, 0, 0);

function world() {
  const c = createMemoryContainer();
  c.bind(CLOCK).toConstantValue({ now: () => now });
  c.load(opsModule);
  return { c, session: c.get<OpsSession>(OPS_SESSION), login: () => c.get<OpsLoginViewModel>(OPS_LOGIN_VIEW_MODEL) };
}

async function password(login: OpsLoginViewModel, email: string) {
  login.setEmail(email);
  login.setPassword(OPS_DEMO_PASSWORD);
  expect(await login.submit()).toBe(false);
}

describe('sign-in with a second factor', () => {
  it('an admin enrols: the key and URI shown, the code checked, the recovery codes shown once before the session starts', async () => {
    const w = world();
    const login = w.login();
    await password(login, 'admin@titip.id');
    expect(login.step).toBe('enrol');
    expect(login.enrolment?.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    expect(w.session.signedIn).toBe(false);
    expect(await login.submit()).toBe(false);
    expect(login.error('code')).toBe('required');
    login.setCode('12ab');
    expect(login.error('code')).toBe('format');
    login.setCode(memoryTotpCode(login.enrolment?.secret ?? '', now + 10 * 30_000));
    expect(await login.submit()).toBe(false);
    expect(login.failure).toBe('code_invalid');
    login.setCode(memoryTotpCode(login.enrolment?.secret ?? '', now));
    expect(await login.submit()).toBe(false);
    expect(login.step).toBe('recovery');
    expect(login.recoveryCodes).toHaveLength(10);
    expect(w.session.signedIn).toBe(false);
    expect(await login.submit()).toBe(true);
    expect(w.session.signedIn).toBe(true);
    expect(w.session.profile?.secondFactor).toEqual({ enabled: true, required: true });
    expect(login.recoveryCodes).toBeNull();
  });

  it('then a code is asked: a used one is refused, a recovery code works once, "another account" goes back', async () => {
    const w = world();
    const first = w.login();
    first.setEmail('admin@titip.id');
    first.setPassword(OPS_DEMO_PASSWORD);
    await first.submit();
    const secret = first.enrolment?.secret ?? '';
    first.setCode(memoryTotpCode(secret, now));
    await first.submit();
    const recovery = first.recoveryCodes?.[0] ?? '';
    await first.submit();
    await w.session.logout();

    const login = w.login();
    await password(login, 'admin@titip.id');
    expect(login.step).toBe('code');
    login.setCode(memoryTotpCode(secret, now));
    expect(await login.submit()).toBe(false);
    expect(login.failure).toBe('code_invalid');
    login.toggleRecoveryCode();
    login.setCode(recovery);
    expect(await login.submit()).toBe(true);
    await w.session.logout();

    const again = w.login();
    await password(again, 'admin@titip.id');
    again.toggleRecoveryCode();
    again.setCode(recovery);
    expect(await again.submit()).toBe(false);
    expect(again.failure).toBe('code_invalid');
    again.restart();
    expect(again.step).toBe('password');
  });
});

describe('the security page', () => {
  it('another role turns it on (code checked, recovery codes once), is then asked for a code, and turns it off', async () => {
    const w = world();
    await signInWith(w.login(), 'operator@titip.id', now);
    expect(w.session.profile?.secondFactor).toEqual({ enabled: false, required: false });
    const vm = w.c.get<OpsSecurityViewModel>(OPS_SECURITY_VIEW_MODEL);
    await vm.start();
    const secret = vm.setup?.secret ?? '';
    expect(secret).toMatch(/^[A-Z2-7]+$/);
    vm.setCode(memoryTotpCode(secret, now + 10 * 30_000));
    await vm.confirm();
    expect(vm.failure).toBe('code_invalid');
    vm.setCode(memoryTotpCode(secret, now));
    await vm.confirm();
    expect(vm.done).toBe('enabled');
    expect(vm.recoveryCodes).toHaveLength(10);
    expect(vm.enabled).toBe(true);

    now += 60_000;
    await w.session.logout();
    const login = w.login();
    await password(login, 'operator@titip.id');
    expect(login.step).toBe('code');
    login.setCode(memoryTotpCode(secret, now));
    expect(await login.submit()).toBe(true);

    now += 60_000;
    const page = w.c.get<OpsSecurityViewModel>(OPS_SECURITY_VIEW_MODEL);
    page.setCode(memoryTotpCode(secret, now));
    await page.disable();
    expect(page.done).toBe('disabled');
    expect(page.enabled).toBe(false);
  });

  it('an admin cannot turn it off', async () => {
    const w = world();
    await signInWith(w.login(), 'admin@titip.id', now);
    const vm = w.c.get<OpsSecurityViewModel>(OPS_SECURITY_VIEW_MODEL);
    expect(vm.required).toBe(true);
    vm.setCode('123456');
    await vm.disable();
    expect(vm.done).toBeNull();
    expect(vm.enabled).toBe(true);
  });
});
