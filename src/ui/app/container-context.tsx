/** The Inversify container reaches React through this context. */
import { createContext, useContext, useState } from 'react';
import type { Container, ContainerModule } from 'inversify';

export const ContainerContext = createContext<Container | null>(null);

export function useContainer(): Container {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('ContainerContext is missing: render inside <ContainerContext value={container}>');
  return container;
}

/** A singleton service (session, header badges ...). */
export function useService<T>(token: symbol): T {
  return useContainer().get<T>(token);
}

/**
 * Loads a page's own bindings (a ContainerModule shipped in the page's lazy chunk) into the
 * container the first time the page needs them; later calls find the token bound.
 */
export function ensureModule(container: Container, token: symbol, module: ContainerModule): void {
  if (!container.isBound(token)) container.load(module);
}

/**
 * The screen's own transient view-model, created once per mounted screen. `module` binds the
 * token when only this screen uses it (route-scoped bindings, see storefront.module.ts).
 */
export function useViewModel<T>(token: symbol, module?: ContainerModule): T {
  const container = useContainer();
  const [vm] = useState(() => {
    if (module) ensureModule(container, token, module);
    return container.get<T>(token);
  });
  return vm;
}
