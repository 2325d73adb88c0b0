/** The console's addresses (src/ui/routes/table.ts registers them with the 'ops' layout). */
export const OPS_PATHS = {
  login: '/ops/login',
  home: '/ops',
  order: (code: string) => `/ops/orders/${encodeURIComponent(code)}`,
  tickets: '/ops/tickets',
  ticket: (id: string) => `/ops/tickets/${encodeURIComponent(id)}`,
  applications: '/ops/applications',
  rates: '/ops/kurs',
  banners: '/ops/banners',
  security: '/ops/security',
} as const;

/** A console address to land on after the login (never the login itself, never outside /ops). */
export function opsRedirect(value: string | null): string {
  if (!value || !value.startsWith('/ops') || value.startsWith('//') || value.startsWith(OPS_PATHS.login)) return OPS_PATHS.home;
  return value;
}
