/** 'Kirim ulang kode', disabled with the seconds left while the resend countdown runs (spec section 2). */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ResendCountdown } from '../../../application/session/countdown';
import { am, resendIn } from './account-messages';

interface Props {
  countdown: ResendCountdown;
  canResend: boolean;
  onResend: () => Promise<boolean>;
}

export const ResendButton = observer(function ResendButton({ countdown, canResend, onResend }: Props) {
  const intl = useIntl();
  const running = countdown.running;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(countdown.tick, 1000);
    return () => window.clearInterval(timer);
  }, [countdown, running]);
  return (
    <button type="button" className="btn btn-outline btn-small" disabled={!canResend} onClick={() => void onResend()} data-testid="resend-code">
      {running ? intl.formatMessage(resendIn, { seconds: countdown.secondsLeft }) : <FormattedMessage {...am.resend} />}
    </button>
  );
});
