// Contract of the DeepL adapter (server/modules/catalog/translation/deepl.ts) against the local
// fake (tests/fixtures/fake-deepl.ts): the request (POST /v2/translate, DeepL-Auth-Key header,
// JSON body with source_lang/target_lang), batching within the documented limits with the order
// kept, and the failures (403, 456, 429, 5xx, timeout, malformed), never a partial list.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDeeplTranslator, DEEPL_FREE_URL, DEEPL_PRO_URL, deeplUrlFor } from '../../server/modules/catalog/translation/deepl.ts';
import { TranslationError, type TranslationPort } from '../../server/modules/catalog/translation/port.ts';
import { startFakeDeepl, type FakeDeepl } from '../fixtures/fake-deepl.ts';

let fake: FakeDeepl;
let deepl: TranslationPort;

async function failure(promise: Promise<unknown>): Promise<TranslationError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(TranslationError);
  return error as TranslationError;
}

beforeAll(async () => {
  fake = await startFakeDeepl({ key: 'a1b2c3d4-0000-4000-8000-fakefakefake:fx' });
  deepl = createDeeplTranslator({ url: fake.url, key: fake.key, timeoutMs: 2_000 });
});

afterAll(async () => {
  await fake.close();
});

beforeEach(() => {
  fake.requests.length = 0;
});

describe('deeplUrlFor', () => {
  it('":fx" keys go to api-free.deepl.com, other keys to api.deepl.com', () => {
    expect(deeplUrlFor('279a2e9d-83b3-c416-7e2d-f721593e42a0:fx')).toBe(DEEPL_FREE_URL);
    expect(deeplUrlFor('279a2e9d-83b3-c416-7e2d-f721593e42a0')).toBe(DEEPL_PRO_URL);
    expect(DEEPL_FREE_URL).toBe('https://api-free.deepl.com');
    expect(DEEPL_PRO_URL).toBe('https://api.deepl.com');
  });
});

describe('the request', () => {
  it('POST /v2/translate, Authorization: DeepL-Auth-Key, JSON {text, source_lang ZH, target_lang ID}', async () => {
    const out = await deepl.translate(['户外冲锋衣', '黑色'], 'zh', 'id');
    expect(out).toEqual(['Jaket outdoor', 'hitam']);
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v2/translate', authorization: 'DeepL-Auth-Key ***' });
    expect(request?.contentType).toMatch(/^application\/json/);
    expect(request?.body).toEqual({ text: ['户外冲锋衣', '黑色'], source_lang: 'ZH', target_lang: 'ID' });
  });

  it('English targets are sent as EN-US, English sources as EN; unknown texts come back marked', async () => {
    expect(await deepl.translate(['尺码', '新品'], 'zh', 'en')).toEqual(['Size', '[en] 新品']);
    expect(fake.requests[0]?.body).toMatchObject({ source_lang: 'ZH', target_lang: 'EN-US' });
    expect(await deepl.translate(['Black', 'Zipper pocket'], 'en', 'id')).toEqual(['hitam', '[id] Zipper pocket']);
    expect(fake.requests[1]?.body).toMatchObject({ source_lang: 'EN', target_lang: 'ID' });
  });

  it('nothing to translate, or English to English: no request', async () => {
    expect(await deepl.translate([], 'zh', 'id')).toEqual([]);
    expect(await deepl.translate(['Size'], 'en', 'en')).toEqual(['Size']);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('batching', () => {
  it('120 texts: batches of at most 50, in order, answers joined in order', async () => {
    const texts = Array.from({ length: 120 }, (_, i) => `文本 ${i}`);
    const out = await deepl.translate(texts, 'zh', 'id');
    expect(fake.requests.map((r) => (r.body?.text as string[]).length)).toEqual([50, 50, 20]);
    expect(out).toEqual(texts.map((t) => `[id] ${t}`));
  });

  it('large texts: every request under 128 KiB, order kept', async () => {
    const texts = Array.from({ length: 8 }, (_, i) => `${i}:${'描'.repeat(15_000)}`);
    const out = await deepl.translate(texts, 'zh', 'id');
    expect(fake.requests.length).toBeGreaterThan(1);
    expect(fake.requests.every((r) => r.bytes <= 128 * 1024)).toBe(true);
    expect(out.map((t) => t.slice(0, 7))).toEqual(texts.map((t) => `[id] ${t.slice(0, 2)}`));
  });

  it('one text over the request limit is refused before any request', async () => {
    const error = await failure(deepl.translate(['a'.repeat(130 * 1024)], 'en', 'id'));
    expect(error.kind).toBe('bad_request');
    expect(fake.requests).toHaveLength(0);
  });

  it('a batch failing after others succeeded fails the whole call (no partial list)', async () => {
    fake.script({ delayMs: 0 });
    fake.script({ status: 503 });
    const texts = Array.from({ length: 60 }, (_, i) => `t${i}`);
    const error = await failure(deepl.translate(texts, 'en', 'id'));
    expect(error.kind).toBe('unavailable');
    expect(fake.requests).toHaveLength(2);
  });
});

describe('failures', () => {
  it.each([
    [403, 'auth'],
    [456, 'quota'],
    [429, 'quota'],
    [413, 'bad_request'],
    [400, 'bad_request'],
    [500, 'unavailable'],
    [529, 'unavailable'],
  ] as const)('HTTP %i is %s', async (status, kind) => {
    fake.script({ status });
    expect((await failure(deepl.translate(['黑色'], 'zh', 'id'))).kind).toBe(kind);
  });

  it('a wrong key is refused by DeepL (403): auth, the key in no message', async () => {
    const wrongKey = 'wrong-key-0123456789:fx';
    const wrong = createDeeplTranslator({ url: fake.url, key: wrongKey });
    const error = await failure(wrong.translate(['黑色'], 'zh', 'id'));
    expect(error.kind).toBe('auth');
    expect(error.message).not.toContain(wrongKey);
  });

  it('no answer within timeoutMs is a timeout', async () => {
    const quick = createDeeplTranslator({ url: fake.url, key: fake.key, timeoutMs: 200 });
    fake.script({ delayMs: 1_500 });
    const started = Date.now();
    expect((await failure(quick.translate(['黑色'], 'zh', 'id'))).kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('nothing listening is unavailable', async () => {
    const gone = await startFakeDeepl();
    const url = gone.url;
    await gone.close();
    const nowhere = createDeeplTranslator({ url, key: 'k:fx' });
    expect((await failure(nowhere.translate(['黑色'], 'zh', 'id'))).kind).toBe('unavailable');
  });

  it.each([
    ['not JSON', { raw: '<html>oops</html>' }],
    ['no translations list', { body: { result: [] } }],
    ['fewer translations than texts', { body: { translations: [{ detected_source_language: 'ZH', text: 'hitam' }] } }],
    ['a translation without text', { body: { translations: [{ detected_source_language: 'ZH' }, { text: 'x' }] } }],
  ] as const)('an answer with %s is malformed', async (_what, behaviour) => {
    fake.script(behaviour);
    expect((await failure(deepl.translate(['黑色', '藏青色'], 'zh', 'id'))).kind).toBe('malformed');
  });
});
