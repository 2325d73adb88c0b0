/**
 * Pieces of the second factor's screens (the sign-in's enrolment and code steps, the security
 * page): the secret as a QR code (an SVG drawn with qrcode-generator, labelled for screen readers)
 * and as text, the code field, and the recovery codes shown once.
 */
import qrcode from 'qrcode-generator';
import { FormattedMessage, useIntl } from 'react-intl';
import { opsSecondFactorMessages as m } from './ops-2fa-messages';
import { opsMessages } from './ops-messages';

const MARGIN = 4;

function qrPath(value: string): { path: string; side: number } {
  const qr = qrcode(0, 'M');
  qr.addData(value);
  qr.make();
  const count = qr.getModuleCount();
  let path = '';
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) if (qr.isDark(row, col)) path += `M${col + MARGIN} ${row + MARGIN}h1v1h-1z`;
  }
  return { path, side: count + MARGIN * 2 };
}

/** The otpauth:// URI as a QR code, and the secret as text (grouped by 4 for typing). */
export function TotpEnrolment({ secret, uri }: { secret: string; uri: string }) {
  const intl = useIntl();
  const { path, side } = qrPath(uri);
  return (
    <div className="ops-2fa-enrol">
      <svg className="ops-2fa-qr" role="img" aria-label={intl.formatMessage(m.qrLabel)} viewBox={`0 0 ${side} ${side}`} width={200} height={200}
        data-testid="ops-2fa-qr" shapeRendering="crispEdges">
        <rect width={side} height={side} fill="#fff" />
        <path d={path} fill="#000" />
      </svg>
      <p>
        <span id="ops-2fa-secret-label"><FormattedMessage {...m.secretLabel} /></span>{' '}
        <code aria-labelledby="ops-2fa-secret-label" data-testid="ops-2fa-secret" data-secret={secret}>{secret.replace(/(.{4})(?=.)/g, '$1 ')}</code>
      </p>
    </div>
  );
}

/** The code input: digits for the app's code, text for a recovery code. */
export function CodeField({ id, value, recovery, error, onChange }: {
  id: string; value: string; recovery: boolean; error: 'required' | 'format' | null; onChange: (value: string) => void;
}) {
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'ops-field invalid' : 'ops-field'}>
      <label htmlFor={id}><FormattedMessage {...(recovery ? m.recoveryLabel : m.codeLabel)} /></label>
      <input id={id} type="text" value={value} autoComplete="one-time-code" spellCheck={false}
        {...(recovery ? {} : { inputMode: 'numeric' as const, pattern: '[0-9 ]*', maxLength: 7 })}
        aria-invalid={Boolean(error)} aria-describedby={error ? errorId : undefined} onChange={(e) => onChange(e.target.value)} data-testid="ops-2fa-code" />
      {error && <p id={errorId} className="field-error"><FormattedMessage {...(error === 'format' ? m.codeFormat : opsMessages.required)} /></p>}
    </div>
  );
}

/** The recovery codes, once: a list to copy or print. */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  return (
    <div className="ops-2fa-recovery" data-testid="ops-2fa-recovery">
      <p role="status"><FormattedMessage {...m.recoveryShownOnce} /></p>
      <ul className="ops-2fa-codes" aria-labelledby="ops-2fa-recovery-title">
        {codes.map((c) => <li key={c}><code>{c}</code></li>)}
      </ul>
    </div>
  );
}
