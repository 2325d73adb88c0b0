/**
 * The phone number's verification (docs/account-security.md "Phone verification") on /settings and
 * /withdraw: verified or not, 'Kirim kode SMS', the code and 'Verifikasi nomor'. Not a form of its
 * own (it sits inside the withdrawal form): its buttons are type="button", Enter in the code field
 * verifies. Failures show the server's message in an alert; the outcome is announced (role=status).
 */
import { observer } from 'mobx-react-lite';
import type { KeyboardEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import type { PhoneVerification } from '../../../application/account/phone-verification';
import { serverMessage } from '../../../application/session/server-message';
import { AccountField } from './AccountField';
import { phoneDone, phoneMessages as m, phoneSent, phoneUnverified, phoneVerified } from './phone-messages';

export const PhoneVerificationPanel = observer(function PhoneVerificationPanel({ phone }: { phone: PhoneVerification }) {
  if (phone.phone === '') return null;
  if (!phone.needed) {
    return (
      <p className="account-notice" role="status" data-testid="phone-verified">
        {phone.verifying.done ? <FormattedMessage {...phoneDone} /> : <FormattedMessage {...phoneVerified} values={{ phone: phone.phone }} />}
      </p>
    );
  }
  const problem = phone.verifying.submitted ? phone.codeProblem : null;
  const error = phone.verifying.error ?? phone.sending.error;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT') {
      event.preventDefault();
      void phone.verify();
    }
  };
  return (
    <div className="acct-card" role="group" aria-labelledby="phone-verify-title" data-testid="phone-unverified" onKeyDown={onKeyDown}>
      <h2 id="phone-verify-title"><FormattedMessage {...m.title} /></h2>
      <p><FormattedMessage {...phoneUnverified} values={{ phone: phone.phone }} /></p>
      <button type="button" className="btn btn-outline" onClick={() => void phone.send()} disabled={phone.sending.busy}>
        <FormattedMessage {...(phone.sending.busy ? m.sending : phone.sentTo ? m.resend : m.send)} />
      </button>
      {phone.sentTo && phone.sentTo.length > 0 && (
        <p className="muted small" role="status" data-testid="phone-code-sent"><FormattedMessage {...phoneSent} values={{ to: phone.sentTo.join(', ') }} /></p>
      )}
      {phone.sentTo && (
        <>
          <AccountField
            id="phone-verify-code" inputMode="numeric" autoComplete="one-time-code" label={m.code} value={phone.code} onChange={phone.setCode}
            error={problem === 'required' ? m.codeRequired : problem === 'format' ? m.codeFormat : null}
          />
          <button type="button" className="btn btn-primary" onClick={() => void phone.verify()} disabled={phone.verifying.busy}>
            <FormattedMessage {...m.submit} />
          </button>
        </>
      )}
      {error !== null && (
        <p className="form-error" role="alert" data-testid="phone-verify-error">{serverMessage(error) ?? <FormattedMessage {...m.failed} />}</p>
      )}
    </div>
  );
});
