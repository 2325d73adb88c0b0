// Story helpers of the wallet screens: a bank account in the story's in-memory world.
import type { Decorator } from '@storybook/react-vite';
import type { Container } from 'inversify';
import { BANK_ACCOUNT_API, type BankAccountApi } from '../../../application/ports/bank-account-api.port';
import { withWorld } from '../invoice/story-helpers';

/** The memory customer's password (the demo password of the story world). */
export const STORY_PASSWORD = 'Rahasia123!';

export async function addBankAccount(container: Container): Promise<void> {
  await container.get<BankAccountApi>(BANK_ACCOUNT_API).create({ bankCode: 'bca', number: '1234567890', ownerName: 'Budi Santoso', bankBranch: 'KCP Tebet' });
}

/** The story's customer has one (main) BCA account. */
export const withBankAccount: Decorator = withWorld(addBankAccount);
