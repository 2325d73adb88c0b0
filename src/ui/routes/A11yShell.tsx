/**
 * The shell's accessibility behaviour (issue 24, docs/accessibility.md): the focus on a client
 * navigation (RouteFocus) and after a form sent with errors (FormErrorFocus). Neither is needed for
 * the first paint, so RootShell loads this module once the browser is idle (JavaScript budget,
 * docs/performance.md).
 */
import { useEffect } from 'react';
import { FormErrorFocus } from './FormErrorFocus';
import { RouteFocus } from './RouteFocus';

export default function A11yShell() {
  // <html data-a11y-ready>: the behaviour is active (the journeys wait for it, as for data-app-ready).
  useEffect(() => {
    document.documentElement.setAttribute('data-a11y-ready', '');
  }, []);
  return (
    <>
      <RouteFocus />
      <FormErrorFocus />
    </>
  );
}
