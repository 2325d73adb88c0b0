// In-memory bindings of the 'account' feature (issue 12). Called by bindMemoryAdapters only.
// MemoryAccountSecurity is shared with the memory PaymentApi (a withdrawal needs the PIN and code).
import type { Container } from 'inversify';
import { ACCOUNT_API } from '../../../application/ports/account-api.port';
import { MEMORY_ACCOUNT_SECURITY, MemoryAccountApi, MemoryAccountSecurity } from '../../memory/account.memory';

export function bindAccountMemory(container: Container): void {
  container.bind(MEMORY_ACCOUNT_SECURITY).to(MemoryAccountSecurity);
  container.bind(ACCOUNT_API).to(MemoryAccountApi);
}
