/** A failure the screen can try again ('Coba lagi'): the checkout's and the invoice screens' load failures. */
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { checkoutMessages as m } from './checkout-messages';

export function RetryAlert({ children, onRetry, small = false, testId }: { children: ReactNode; onRetry: () => void; small?: boolean; testId?: string }) {
  return (
    <p className={small ? 'form-error small' : 'form-error'} role="alert" data-testid={testId}>
      {children}{' '}
      <button type="button" className={small ? 'btn btn-text btn-small' : 'btn btn-text'} onClick={onRetry}><FormattedMessage {...m.retry} /></button>
    </p>
  );
}
