/**
 * Reseller community and agent applications (docs/membership.md): the fields a business asks,
 * checked the same way by the form and by the server (the server is the authority). Pure.
 */

export const APPLICATION_KINDS = ['reseller', 'agent'] as const;
export type ApplicationKind = (typeof APPLICATION_KINDS)[number];
export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const SALES_CHANNELS = ['instagram', 'tiktok', 'marketplace', 'whatsapp', 'offline'] as const;
export type SalesChannel = (typeof SALES_CHANNELS)[number];

export interface ResellerForm {
  store_name: string;
  city: string;
  whatsapp: string;
  sales_channel: string;
  monthly_orders: string;
  social_url: string;
  notes: string;
}

export interface AgentForm {
  full_name: string;
  nik: string;
  city: string;
  address: string;
  whatsapp: string;
  coverage_area: string;
  experience: string;
}

export type FieldProblem = 'required' | 'too_short' | 'too_long' | 'invalid';
export type FieldProblems<F> = Partial<Record<keyof F & string, FieldProblem>>;

interface TextRule { min: number; max: number; optional?: boolean }

function text(value: string, rule: TextRule): FieldProblem | null {
  const v = value.trim();
  if (v === '') return rule.optional ? null : 'required';
  if (v.length < rule.min) return 'too_short';
  if (v.length > rule.max) return 'too_long';
  return null;
}

/** An Indonesian mobile number (08..., 628..., +628...), 10 to 15 digits; normalised to 08... */
export function normaliseWhatsapp(raw: string): string | null {
  const digits = raw.replace(/[\s().-]/g, '');
  const local = digits.startsWith('+62') ? `0${digits.slice(3)}` : digits.startsWith('62') ? `0${digits.slice(2)}` : digits;
  return /^08\d{8,13}$/.test(local) ? local : null;
}

function whatsapp(value: string): FieldProblem | null {
  if (value.trim() === '') return 'required';
  return normaliseWhatsapp(value) ? null : 'invalid';
}

/** Whole number of orders a month, 1 to 100,000. */
export function parseMonthlyOrders(raw: string): number | null {
  const v = raw.trim();
  if (!/^\d{1,6}$/.test(v)) return null;
  const n = Number(v);
  return n >= 1 && n <= 100_000 ? n : null;
}

function collect<F>(checks: Record<keyof F & string, FieldProblem | null>): FieldProblems<F> {
  const out: FieldProblems<F> = {};
  for (const [field, problem] of Object.entries(checks) as [keyof F & string, FieldProblem | null][]) {
    if (problem) out[field] = problem;
  }
  return out;
}

export function checkResellerForm(f: ResellerForm): FieldProblems<ResellerForm> {
  return collect<ResellerForm>({
    store_name: text(f.store_name, { min: 3, max: 80 }),
    city: text(f.city, { min: 2, max: 60 }),
    whatsapp: whatsapp(f.whatsapp),
    sales_channel: f.sales_channel === '' ? 'required' : (SALES_CHANNELS as readonly string[]).includes(f.sales_channel) ? null : 'invalid',
    monthly_orders: f.monthly_orders.trim() === '' ? 'required' : parseMonthlyOrders(f.monthly_orders) === null ? 'invalid' : null,
    social_url: text(f.social_url, { min: 3, max: 200, optional: true }),
    notes: text(f.notes, { min: 0, max: 500, optional: true }),
  });
}

export function checkAgentForm(f: AgentForm): FieldProblems<AgentForm> {
  return collect<AgentForm>({
    full_name: text(f.full_name, { min: 3, max: 100 }),
    nik: f.nik.trim() === '' ? 'required' : /^\d{16}$/.test(f.nik.trim()) ? null : 'invalid',
    city: text(f.city, { min: 2, max: 60 }),
    address: text(f.address, { min: 10, max: 300 }),
    whatsapp: whatsapp(f.whatsapp),
    coverage_area: text(f.coverage_area, { min: 2, max: 120 }),
    experience: text(f.experience, { min: 0, max: 500, optional: true }),
  });
}

/** The stored details of a valid form (trimmed, numbers as numbers, WhatsApp normalised). */
export function resellerDetails(f: ResellerForm): Record<string, string | number | null> {
  return {
    store_name: f.store_name.trim(), city: f.city.trim(), whatsapp: normaliseWhatsapp(f.whatsapp) ?? '', sales_channel: f.sales_channel,
    monthly_orders: parseMonthlyOrders(f.monthly_orders) ?? 0, social_url: f.social_url.trim() || null, notes: f.notes.trim() || null,
  };
}

export function agentDetails(f: AgentForm): Record<string, string | null> {
  return {
    full_name: f.full_name.trim(), nik: f.nik.trim(), city: f.city.trim(), address: f.address.trim(),
    whatsapp: normaliseWhatsapp(f.whatsapp) ?? '', coverage_area: f.coverage_area.trim(), experience: f.experience.trim() || null,
  };
}

export const EMPTY_RESELLER_FORM: ResellerForm = Object.freeze({ store_name: '', city: '', whatsapp: '', sales_channel: '', monthly_orders: '', social_url: '', notes: '' });
export const EMPTY_AGENT_FORM: AgentForm = Object.freeze({ full_name: '', nik: '', city: '', address: '', whatsapp: '', coverage_area: '', experience: '' });
