/**
 * /ops/security: one's own second factor (OpsSecurityViewModel). Off: a button starts the setup (QR
 * code and key), the first code confirms it and the recovery codes are shown once. On: admins keep
 * it (the page says so); other roles turn it off with a current code. Results are announced.
 */
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { OPS_SECURITY_VIEW_MODEL, type OpsSecurityViewModel } from '../../application/ops/ops-security-view-model';
import { opsModule } from '../../application/ops/ops.module';
import { useViewModel } from '../app/container-context';
import { opsSecondFactorMessages as f } from './ops-2fa-messages';
import { opsMessages as m } from './ops-messages';
import { CodeField, RecoveryCodes, TotpEnrolment } from './OpsSecondFactorParts';

const OpsSecurityPage = observer(function OpsSecurityPage() {
  const vm = useViewModel<OpsSecurityViewModel>(OPS_SECURITY_VIEW_MODEL, opsModule);
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    void vm.confirm();
  };
  const disable = (event: FormEvent) => {
    event.preventDefault();
    void vm.disable();
  };
  return (
    <section className="ops-card ops-security" data-testid="ops-security">
      <h1><FormattedMessage {...f.securityTitle} /></h1>
      <p data-testid="ops-2fa-status"><FormattedMessage {...(vm.enabled ? f.statusOn : f.statusOff)} /></p>
      <div role="status">
        {vm.done && <p className="ops-success"><FormattedMessage {...(vm.done === 'enabled' ? f.enabledDone : f.disabledDone)} /></p>}
      </div>
      {vm.failure && <p className="form-error" role="alert"><FormattedMessage {...(vm.failure === 'code_invalid' ? f.codeInvalid : f.failed)} /></p>}
      {vm.recoveryCodes && (
        <>
          <h2 id="ops-2fa-recovery-title"><FormattedMessage {...f.recoveryTitle} /></h2>
          <RecoveryCodes codes={vm.recoveryCodes} />
        </>
      )}
      {vm.enabled && vm.required && <p className="muted"><FormattedMessage {...f.requiredForRole} /></p>}
      {!vm.enabled && !vm.setup && (
        <button type="button" className="btn btn-primary" onClick={() => void vm.start()} disabled={vm.busy}><FormattedMessage {...f.enable} /></button>
      )}
      {!vm.enabled && vm.setup && (
        <form onSubmit={confirm} noValidate>
          <TotpEnrolment secret={vm.setup.secret} uri={vm.setup.otpauthUri} />
          <CodeField id="ops-security-code" value={vm.code} recovery={false} error={vm.codeError()} onChange={vm.setCode} />
          <button type="submit" className="btn btn-primary" disabled={vm.busy}><FormattedMessage {...(vm.busy ? m.sending : f.confirm)} /></button>
        </form>
      )}
      {vm.enabled && !vm.required && (
        <form onSubmit={disable} noValidate>
          <p className="muted"><FormattedMessage {...f.disableIntro} /></p>
          <CodeField id="ops-security-code" value={vm.code} recovery={false} error={vm.codeError()} onChange={vm.setCode} />
          <button type="submit" className="btn" disabled={vm.busy}><FormattedMessage {...(vm.busy ? m.sending : f.disable)} /></button>
        </form>
      )}
    </section>
  );
});

export default OpsSecurityPage;
