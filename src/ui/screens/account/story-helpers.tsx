// Story helpers of the account screens: the story's in-memory container, and an account created
// in it before the story renders.
import type { Decorator } from '@storybook/react-vite';
import type { Container } from 'inversify';
import { AUTH_API, type AuthApi } from '../../../application/ports/auth-api.port';

/** The one-time code of the in-memory adapters (docs/architecture.md). */
export const MEMORY_CODE = '123456';

export const containerOf = (context: { loaded: unknown }) => (context.loaded as { container: Container }).container;

export interface StoryAccount {
  /** The e-mail the account registers with (its user id). */
  email: string;
  firstName: string;
  phoneNumber: string;
  password: string;
}

/**
 * An account created through the in-memory AuthApi (which does its work before its first await,
 * so it exists when the story renders), once per story container.
 */
export function withAccount({ email, firstName, phoneNumber, password }: StoryAccount): Decorator {
  const prepared = new WeakSet<Container>();
  return (Story, context) => {
    const container = containerOf(context);
    if (!prepared.has(container)) {
      prepared.add(container);
      const auth = container.get<AuthApi>(AUTH_API);
      void auth.registerMini(email).catch(() => undefined);
      void auth.verifyCode(email, MEMORY_CODE).catch(() => undefined);
      void auth.registerMandatory({
        userId: email, firstName, lastName: '', email, phoneNumber, password, confirmPassword: password,
      }).catch(() => undefined);
    }
    return <Story />;
  };
}
