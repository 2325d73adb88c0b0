/**
 * What a visitor typed into a server-rendered input before the page hydrated (docs/ssr.md): React
 * leaves the typed text in the DOM but keeps its own value, so the next render would put the old
 * value back and the text would be lost. Attach the returned ref to the input: once the input is
 * mounted (hydrated), a value the DOM holds and the state does not is handed to `adopt`, as if typed
 * now. After that the DOM and the state agree after every commit, and nothing happens.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';

export function useTypedBeforeHydration(value: string, adopt: (typed: string) => void): RefObject<HTMLInputElement | null> {
  const ref = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== '' && typed !== value) adopt(typed);
  }, [value, adopt]);
  return ref;
}
