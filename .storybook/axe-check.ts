// Every story is checked with axe-core after it renders (and after its play function), and the
// story test FAILS on any violation of impact serious or critical against WCAG 2.0-2.2 A and AA
// (docs/testing.md "Accessibility of the stories").
//
// Why not the addon's own check: @storybook/addon-a11y 10.6 with `parameters.a11y.test: 'error'`
// fails on ANY violation (its afterEach asserts `violations.length === 0`), moderate and minor
// included; it cannot filter by impact, and under the Vitest addon its automatic run cannot be
// turned off while keeping its parameter (addon-vitest forces `globals.a11y.manual = false`).
// So the addon is not registered in .storybook/main.ts and this hook runs axe itself, keeping the
// addon's parameter shape: `parameters.a11y.disable`, `test: 'off' | 'todo' | 'error'` (default
// 'error'), `config` (e.g. a rule switched off, with a reason beside it) and `context`. Its report
// (type 'a11y', as the addon writes it) goes to the story's reporting for the Storybook UI.
import type { AxeResults, ContextObject, Result, RunOptions, Spec } from 'axe-core';

/** The rule sets checked: WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] as const;

/** The impacts that fail a story; moderate and minor are reported, not failed. */
export const FAILING_IMPACTS: readonly string[] = ['serious', 'critical'];

export interface StoryA11yParameters {
  disable?: boolean;
  test?: 'off' | 'todo' | 'error';
  config?: Spec;
  context?: ContextObject;
}

interface Reporting {
  addReport: (report: { type: string; version?: number; result: unknown; status: 'failed' | 'passed' | 'warning' }) => void;
}

interface HookContext {
  parameters: { a11y?: StoryA11yParameters };
  reporting: Reporting;
  viewMode?: string;
  canvasElement?: HTMLElement;
}

/** 'region' (content outside landmarks) means nothing for a component rendered alone. */
const DISABLED_RULES = ['region'];

// axe allows one run at a time per document.
let running: Promise<unknown> = Promise.resolve();

export async function runAxe(a11y: StoryA11yParameters = {}): Promise<AxeResults> {
  const axe = (await import('axe-core')).default;
  const task = running.then(async () => {
    axe.reset();
    axe.configure({
      ...a11y.config,
      rules: [...DISABLED_RULES.map((id) => ({ id, enabled: false })), ...(a11y.config?.rules ?? [])],
    });
    const disabled = Object.fromEntries((a11y.config?.rules ?? []).filter((r) => r.enabled === false).map((r) => [r.id, { enabled: false }]));
    const options: RunOptions = {
      runOnly: { type: 'tag', values: [...WCAG_TAGS] },
      rules: { ...Object.fromEntries(DISABLED_RULES.map((id) => [id, { enabled: false }])), ...disabled },
      resultTypes: ['violations'],
    };
    const context: ContextObject = a11y.context ?? { include: document.body, exclude: ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'] };
    return axe.run(context, options);
  });
  running = task.catch(() => undefined);
  return task;
}

/** The violations that fail a story. */
export const failing = (results: Pick<AxeResults, 'violations'>): Result[] =>
  results.violations.filter((v) => FAILING_IMPACTS.includes(v.impact ?? ''));

/** One line per violation and per element: rule, impact, what to fix, where. */
export function describeViolations(violations: readonly Result[]): string {
  return violations.map((v) => {
    const nodes = v.nodes.slice(0, 5).map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary?.split('\n').join('\n      ') ?? ''}`);
    const more = v.nodes.length > 5 ? [`    ... and ${String(v.nodes.length - 5)} more`] : [];
    return [`  [${v.impact ?? '?'}] ${v.id}: ${v.help} (${v.helpUrl})`, ...nodes, ...more].join('\n');
  }).join('\n');
}

export async function axeAfterEach(context: HookContext): Promise<void> {
  const a11y = context.parameters.a11y ?? {};
  if (a11y.disable === true || a11y.test === 'off' || (context.viewMode !== undefined && context.viewMode !== 'story')) return;
  const results = await runAxe(a11y);
  const bad = failing(results);
  const status = bad.length > 0 ? (a11y.test === 'todo' ? 'warning' : 'failed') : results.violations.length > 0 ? 'warning' : 'passed';
  context.reporting.addReport({ type: 'a11y', version: 1, result: JSON.parse(JSON.stringify(results)) as unknown, status });
  if (status === 'failed') {
    throw new Error(`axe: ${String(bad.length)} serious or critical accessibility violation(s) (WCAG 2.0-2.2 A/AA):\n${describeViolations(bad)}`);
  }
}
