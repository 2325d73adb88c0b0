// The DeepL adapter of the translation port (docs/marketplace.md "Translation (DeepL)"): the v2
// text API, POST {url}/v2/translate with `Authorization: DeepL-Auth-Key <key>` and a JSON body
// {text: [...], source_lang, target_lang}; the answer {translations: [{detected_source_language,
// text}]} comes in the order of the texts. Texts are sent in batches of at most 50 texts and
// about 120 KiB of body (the documented limits: 50 texts per request, 128 KiB per request), one
// batch after the other, and the answers are joined in order; any failed batch fails the whole
// call: never a partial list.
import { TranslationError, type SourceLang, type TargetLang, type TranslationPort } from './port.ts';

export const DEEPL_FREE_URL = 'https://api-free.deepl.com';
export const DEEPL_PRO_URL = 'https://api.deepl.com';

/** DeepL API Free keys end in ':fx' and are served by api-free.deepl.com; Pro keys by api.deepl.com. */
export function deeplUrlFor(key: string): string {
  return key.trim().endsWith(':fx') ? DEEPL_FREE_URL : DEEPL_PRO_URL;
}

export interface DeeplOptions {
  url: string;
  key: string;
  /** Deadline of one request (one batch); default 5000 ms. */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

export const DEEPL_MAX_TEXTS = 50;
/** Under the documented 128 KiB, leaving room for the rest of the JSON body. */
export const DEEPL_MAX_BODY_BYTES = 120 * 1024;

const SOURCE: Record<SourceLang, string> = { zh: 'ZH', en: 'EN' };
// 'EN' alone is deprecated as a target: DeepL asks for a variant.
const TARGET: Record<TargetLang, string> = { id: 'ID', en: 'EN-US' };

function bodyOf(texts: readonly string[], from: SourceLang, to: TargetLang): string {
  return JSON.stringify({ text: texts, source_lang: SOURCE[from], target_lang: TARGET[to] });
}

/** Consecutive batches within both limits, in order. */
export function batchesOf(texts: readonly string[], from: SourceLang, to: TargetLang): string[][] {
  const batches: string[][] = [];
  let current: string[] = [];
  for (const text of texts) {
    const alone = Buffer.byteLength(bodyOf([text], from, to));
    if (alone > DEEPL_MAX_BODY_BYTES) {
      throw new TranslationError('bad_request', `DeepL: one text is ${alone} bytes, over the ${DEEPL_MAX_BODY_BYTES}-byte request limit`);
    }
    const next = [...current, text];
    if (current.length > 0 && (next.length > DEEPL_MAX_TEXTS || Buffer.byteLength(bodyOf(next, from, to)) > DEEPL_MAX_BODY_BYTES)) {
      batches.push(current);
      current = [text];
    } else {
      current = next;
    }
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

function errorForStatus(status: number, detail: string): TranslationError {
  const suffix = detail ? `: ${detail}` : '';
  if (status === 401 || status === 403) return new TranslationError('auth', `DeepL: authorisation refused (HTTP ${status})${suffix}`);
  if (status === 456) return new TranslationError('quota', `DeepL: character quota exceeded (HTTP 456)${suffix}`);
  if (status === 429) return new TranslationError('quota', `DeepL: too many requests (HTTP 429)${suffix}`);
  if (status >= 500) return new TranslationError('unavailable', `DeepL: HTTP ${status}${suffix}`);
  return new TranslationError('bad_request', `DeepL: request refused (HTTP ${status})${suffix}`);
}

export function createDeeplTranslator(options: DeeplOptions): TranslationPort {
  const endpoint = `${options.url.replace(/\/+$/, '')}/v2/translate`;
  const timeoutMs = Math.max(1, options.timeoutMs ?? 5_000);
  const fetchImpl = options.fetchImpl ?? fetch;
  const clean = (text: string) => (options.key.length >= 3 ? text.split(options.key).join('***') : text);

  async function translateBatch(texts: string[], from: SourceLang, to: TargetLang): Promise<string[]> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      let response: Response;
      let raw: string;
      try {
        response = await fetchImpl(endpoint, {
          method: 'POST',
          headers: { Authorization: `DeepL-Auth-Key ${options.key}`, 'Content-Type': 'application/json', Accept: 'application/json' },
          body: bodyOf(texts, from, to),
          redirect: 'error',
          signal: controller.signal,
        });
        raw = await response.text();
      } catch (error) {
        if (controller.signal.aborted) throw new TranslationError('timeout', `DeepL: no answer within ${timeoutMs} ms`);
        throw new TranslationError('unavailable', clean(`DeepL: network error (${error instanceof Error ? error.message : String(error)})`));
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        parsed = undefined;
      }
      if (response.status < 200 || response.status >= 300) {
        const message = typeof parsed === 'object' && parsed !== null && typeof (parsed as { message?: unknown }).message === 'string'
          ? (parsed as { message: string }).message.slice(0, 200)
          : '';
        throw errorForStatus(response.status, clean(message));
      }
      return translationsOf(parsed, texts.length);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    name: 'deepl',
    async translate(texts, from, to) {
      if (!Array.isArray(texts) || texts.some((t) => typeof t !== 'string')) throw new TranslationError('bad_request', 'DeepL: texts must be strings');
      if (texts.length === 0) return [];
      // Same language (English to English): nothing to translate and nothing to pay for.
      if (from === to) return [...texts];
      const out: string[] = [];
      for (const batch of batchesOf(texts, from, to)) out.push(...(await translateBatch(batch, from, to)));
      return out;
    },
  };
}

function translationsOf(parsed: unknown, expected: number): string[] {
  const list = typeof parsed === 'object' && parsed !== null ? (parsed as { translations?: unknown }).translations : undefined;
  if (!Array.isArray(list)) throw new TranslationError('malformed', 'DeepL: the answer has no translations list');
  if (list.length !== expected) throw new TranslationError('malformed', `DeepL: ${list.length} translations for ${expected} texts`);
  return list.map((entry, i) => {
    const text = typeof entry === 'object' && entry !== null ? (entry as { text?: unknown }).text : undefined;
    if (typeof text !== 'string') throw new TranslationError('malformed', `DeepL: translation ${i} has no text`);
    return text;
  });
}
