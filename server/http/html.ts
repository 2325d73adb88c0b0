// Escaping for the server-rendered development pages (/dev/pay, /dev/gateway): every value shown
// in their HTML goes through escapeHtml.

/** The value as text safe in HTML content and quoted attributes (`&<>"'`=/` as numeric references). */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"'`=/]/g, (c) => `&#${c.charCodeAt(0)};`);
}
