// A memory-mode container built synchronously (Storybook, unit tests): the base container
// of createContainer plus the in-memory adapters, imported statically here. The app's entry
// never imports this module; it goes through createContainer's dynamic import instead.
import type { Container } from 'inversify';
import { createBaseContainer, type CreateContainerOptions } from './base-container';
import { bindMemoryAdapters } from './memory-bindings';

export function createMemoryContainer(options: Omit<CreateContainerOptions, 'mode'> = {}): Container {
  return bindMemoryAdapters(createBaseContainer({ ...options, mode: 'memory' }));
}
