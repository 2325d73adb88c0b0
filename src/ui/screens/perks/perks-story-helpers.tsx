// Story helpers of the perks pages: replace a port of the story's container before the page asks for
// it (a failing one) and bookmark demo products.
import type { Decorator } from '@storybook/react-vite';
import type { Container } from 'inversify';
import { ApiError } from '../../../application/ports/api-error';
import { BOOKMARK_API, type BookmarkApi } from '../../../application/ports/bookmark-api.port';
import { withWorld } from '../invoice/story-helpers';

const rebound = new WeakMap<Container, Set<symbol>>();

/** Replaces the memory adapter bound to `token` (once per story container). */
export function withPort<T>(token: symbol, make: (real: T) => T): Decorator {
  return (Story, context) => {
    const container = (context.loaded as { container: Container }).container;
    const done = rebound.get(container) ?? new Set<symbol>();
    rebound.set(container, done);
    if (!done.has(token)) {
      done.add(token);
      const real = container.get<T>(token);
      container.rebind<T>(token).toConstantValue(make(real));
    }
    return <Story />;
  };
}

export const fail = (): Promise<never> => Promise.reject(new ApiError('INTERNAL'));


/** The customer has `count` favorite products (demo product links; the product page bookmarks by link). */
export function withFavorites(urls: readonly string[]): Decorator {
  return withWorld(async (container) => {
    const api = container.get<BookmarkApi>(BOOKMARK_API);
    for (const url of urls) await api.create('product', url);
  });
}
