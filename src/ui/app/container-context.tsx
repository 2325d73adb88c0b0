/** The Inversify container reaches React through this context. */
import { createContext, useContext, useState } from 'react';
import type { Container } from 'inversify';

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

/** The screen's own transient view-model, created once per mounted screen. */
export function useViewModel<T>(token: symbol): T {
  const container = useContainer();
  const [vm] = useState(() => container.get<T>(token));
  return vm;
}
