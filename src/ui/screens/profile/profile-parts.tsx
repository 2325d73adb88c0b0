/** Pieces the profile pages share: a load failure with 'Coba lagi', and a failed call's text (the server's message first). */
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { serverMessage } from '../../../application/session/server-message';
import { profileMessages as m } from './profile-messages';

export function LoadFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <p className="form-error" role="alert" data-testid="profile-load-failed">
      <FormattedMessage {...m.loadFailed} />{' '}
      <button type="button" className="btn btn-text" onClick={onRetry}><FormattedMessage {...m.retry} /></button>
    </p>
  );
}

export function Failure({ error, fallback, testId }: { error: unknown; fallback: MessageDescriptor; testId: string }) {
  return <p className="form-error" role="alert" data-testid={testId}>{serverMessage(error) ?? <FormattedMessage {...fallback} />}</p>;
}
