/**
 * The shell's accessibility behaviour (issue 24, docs/accessibility.md): the focus on a client
 * navigation (RouteFocus) and after a form sent with errors (FormErrorFocus). Neither is needed for
 * the first paint, so RootShell loads this module once the browser is idle (JavaScript budget,
 * docs/performance.md).
 */
import { FormErrorFocus } from './FormErrorFocus';
import { RouteFocus } from './RouteFocus';

export default function A11yShell() {
  return (
    <>
      <RouteFocus />
      <FormErrorFocus />
    </>
  );
}
