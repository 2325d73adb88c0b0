/**
 * Form errors announced (WCAG 3.3.1, issue 24): after a form is sent and the page marked fields as
 * invalid, the focus goes to the first of them. Its label, value and the error tied to it
 * (aria-describedby) are then read, and the customer is where the fix is. One listener for every
 * form of the storefront and the console: each form keeps marking its fields (aria-invalid,
 * aria-describedby -> the error's id) as it did, and needs no code of its own for this.
 */
import { useEffect } from 'react';

/** The first field of `form` marked invalid, if the focus is not already on one. */
export function firstInvalidField(form: HTMLFormElement): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && form.contains(active) && active.getAttribute('aria-invalid') === 'true') return null;
  return form.querySelector<HTMLElement>('[aria-invalid="true"]:not([disabled])');
}

export function FormErrorFocus() {
  useEffect(() => {
    let frame = 0;
    const onSubmit = (e: Event) => {
      const form = e.target;
      if (!(form instanceof HTMLFormElement)) return;
      // After React rendered the errors the submit handler set (the next frame, twice to be safe).
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(() => {
          if (form.isConnected) firstInvalidField(form)?.focus();
        });
      });
    };
    document.addEventListener('submit', onSubmit);
    return () => {
      document.removeEventListener('submit', onSubmit);
      cancelAnimationFrame(frame);
    };
  }, []);
  return null;
}
