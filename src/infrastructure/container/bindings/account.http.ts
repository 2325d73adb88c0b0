// HTTP bindings of the 'account' feature (FeatureLoader; issue 12): the PIN, the withdrawal
// one-time code, deactivation and the signed-in sessions (docs/account-security.md).
import type { Container } from 'inversify';
import { ACCOUNT_API } from '../../../application/ports/account-api.port';
import { HttpAccountApi } from '../../http/account-api.http';

export function bindAccountHttp(container: Container): void {
  container.bind(ACCOUNT_API).to(HttpAccountApi);
}
