/** Opens the browser's print dialog for the current page (the print stylesheet gives the A4 page). */
export function printPage(target: Pick<Window, 'print'> | undefined = typeof window === 'undefined' ? undefined : window): boolean {
  if (!target || typeof target.print !== 'function') return false;
  target.print();
  return true;
}
