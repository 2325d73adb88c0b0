/**
 * Featured images (spec section 7 'GET featured-images/header and /pop_up'; docs/banners.md): the
 * home's header banners and the announcement pop-up, written by operators in the console. One set
 * of checks for the server (422 naming the field) and the console's form (the same problems under
 * the fields). Texts are plain text, rendered as text (never as HTML); links and pictures are a
 * path of this site or an https address.
 */
export const FEATURED_PLACEMENTS = ['header', 'pop_up'] as const;
export type FeaturedPlacement = (typeof FEATURED_PLACEMENTS)[number];

export const FEATURED_LIMITS = {
  title: 120,
  summary: 500,
  actionLabel: 40,
  url: 2048,
  /** Picture sizes in CSS pixels (the width and height the page reserves before it loads). */
  minSize: 1,
  maxSize: 4000,
  maxSort: 1000,
} as const;

/** What an operator sends (snake_case as on the wire; null = none). */
export interface FeaturedImageInput {
  placement: FeaturedPlacement;
  title: string;
  title_en: string;
  summary: string;
  summary_en: string;
  image_url: string | null;
  image_width: number | null;
  image_height: number | null;
  link: string | null;
  action_label: string | null;
  action_label_en: string | null;
  active: boolean;
  sort: number;
}

export type FeaturedField = Exclude<keyof FeaturedImageInput, 'active'>;
export type FeaturedProblem = 'required' | 'too_long' | 'control' | 'placement' | 'url' | 'link' | 'size' | 'sort';
export type FeaturedProblems = Partial<Record<FeaturedField, FeaturedProblem>>;

// C0 and C1 control characters other than none: a title is one line, a summary may have line breaks.
// eslint-disable-next-line no-control-regex
const CONTROL_LINE = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_TEXT = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export function isFeaturedPlacement(value: unknown): value is FeaturedPlacement {
  return typeof value === 'string' && (FEATURED_PLACEMENTS as readonly string[]).includes(value);
}

/** A path of this site ('/promo', not '//host') or an https address with a host. */
export function isSafeLink(value: string): boolean {
  if (value.length > FEATURED_LIMITS.url || /\s/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** Whether the link leaves the shop (an https address) rather than naming one of its pages. */
export function isExternalLink(value: string): boolean {
  return !value.startsWith('/');
}

function textProblem(value: string, max: number, required: boolean, multiline: boolean): FeaturedProblem | null {
  if (value === '') return required ? 'required' : null;
  if (value.length > max) return 'too_long';
  if ((multiline ? CONTROL_TEXT : CONTROL_LINE).test(value)) return 'control';
  return null;
}

const sizeOk = (n: number | null) => n !== null && Number.isInteger(n) && n >= FEATURED_LIMITS.minSize && n <= FEATURED_LIMITS.maxSize;

/** Trims every text; empty optional texts become null. */
export function normaliseFeaturedInput(input: FeaturedImageInput): FeaturedImageInput {
  const opt = (s: string | null) => (s === null || s.trim() === '' ? null : s.trim());
  return {
    ...input,
    title: input.title.trim(), title_en: input.title_en.trim(), summary: input.summary.trim(), summary_en: input.summary_en.trim(),
    image_url: opt(input.image_url), link: opt(input.link), action_label: opt(input.action_label), action_label_en: opt(input.action_label_en),
  };
}

/**
 * The problems of a (normalised) input, by field; none = {}. A header banner needs a picture; a
 * pop-up may be text only. A picture always comes with its width and height (no layout shift).
 */
export function featuredImageProblems(input: FeaturedImageInput): FeaturedProblems {
  const problems: FeaturedProblems = {};
  const set = (field: FeaturedField, problem: FeaturedProblem | null) => {
    if (problem !== null && problems[field] === undefined) problems[field] = problem;
  };
  if (!isFeaturedPlacement(input.placement)) set('placement', 'placement');
  set('title', textProblem(input.title, FEATURED_LIMITS.title, true, false));
  set('title_en', textProblem(input.title_en, FEATURED_LIMITS.title, true, false));
  set('summary', textProblem(input.summary, FEATURED_LIMITS.summary, false, true));
  set('summary_en', textProblem(input.summary_en, FEATURED_LIMITS.summary, false, true));
  set('action_label', textProblem(input.action_label ?? '', FEATURED_LIMITS.actionLabel, false, false));
  set('action_label_en', textProblem(input.action_label_en ?? '', FEATURED_LIMITS.actionLabel, false, false));
  if (input.image_url === null) {
    if (input.placement === 'header') set('image_url', 'required');
  } else {
    if (!isSafeLink(input.image_url)) set('image_url', 'url');
    if (!sizeOk(input.image_width)) set('image_width', 'size');
    if (!sizeOk(input.image_height)) set('image_height', 'size');
  }
  if (input.link !== null && !isSafeLink(input.link)) set('link', 'link');
  if (!Number.isInteger(input.sort) || input.sort < 0 || input.sort > FEATURED_LIMITS.maxSort) set('sort', 'sort');
  return problems;
}

/**
 * The device flag of a pop-up: shown once per flag (spec section 2 'Announcement modal'), so an
 * operator's edit (a new revision) shows it again, and another pop-up is another flag.
 */
export function popUpFlag(id: number, revision: number): string {
  return `pop_up:${id}:${revision}`;
}
