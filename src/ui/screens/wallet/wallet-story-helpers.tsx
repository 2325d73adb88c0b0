// Story helpers of the wallet screens: a bank account in the story's in-memory world.
import type { Decorator } from '@storybook/react-vite';
import type { Container } from 'inversify';
import { ACCOUNT_API, type AccountApi } from '../../../application/ports/account-api.port';
import { BANK_ACCOUNT_API, type BankAccountApi } from '../../../application/ports/bank-account-api.port';
import { withWorld } from '../invoice/story-helpers';

/** The memory customer's password (the demo password of the story world). */
export const STORY_PASSWORD = 'Rahasia123!';

export async function addBankAccount(container: Container): Promise<void> {
  await container.get<BankAccountApi>(BANK_ACCOUNT_API).create({ bankCode: 'bca', number: '1234567890', ownerName: 'Budi Santoso', bankBranch: 'KCP Tebet' });
}

/** The story's customer has one (main) BCA account. */
export const withBankAccount: Decorator = withWorld(addBankAccount);

/** The story customer's wallet PIN (docs/account-security.md); the memory one-time code is 123456. */
export const STORY_PIN = '482915';
export const STORY_OTP = '123456';

/** One (main) BCA account and a wallet PIN. */
export const withBankAccountAndPin: Decorator = withWorld(async (container: Container) => {
  await addBankAccount(container);
  await container.get<AccountApi>(ACCOUNT_API).setPin({ password: STORY_PASSWORD, pin: STORY_PIN, confirmPin: STORY_PIN });
});
