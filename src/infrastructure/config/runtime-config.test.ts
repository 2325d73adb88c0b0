import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { DEFAULT_RUNTIME_CONFIG, loadRuntimeConfig, parseRuntimeConfig } from './runtime-config';

describe('runtime config', () => {
  it('public/config.json is valid and same-origin', () => {
    const raw: unknown = JSON.parse(readFileSync(new URL('../../../public/config.json', import.meta.url), 'utf8'));
    const { config, problems } = parseRuntimeConfig(raw);
    expect(problems).toEqual([]);
    expect(config.apiBaseUrl).toBe('/api');
    expect(config.scrapeBaseUrl).toBe('/api');
    expect(config.redirectMobile).toBe(false);
  });

  it('reads the configured social sign-in providers, leaving out malformed ids', () => {
    const { config, problems } = parseRuntimeConfig({ social: { googleClientId: 'web.apps.googleusercontent.com', facebookAppId: '1234567890123' } });
    expect(problems).toEqual([]);
    expect(config.social).toEqual({ googleClientId: 'web.apps.googleusercontent.com', facebookAppId: '1234567890123' });
    expect(parseRuntimeConfig({ social: { facebookAppId: 'not-an-id' } }).config.social).toEqual({});
    expect(parseRuntimeConfig({ social: 'yes' }).problems).toEqual(['social: expected an object']);
    expect(parseRuntimeConfig({ social: null }).config.social).toEqual({});
  });

  it('takes valid fields and defaults the rest', () => {
    const { config, problems } = parseRuntimeConfig({ apiBaseUrl: 'https://api.example.com/api/', environment: 'staging' });
    expect(problems).toEqual([]);
    expect(config).toEqual({ ...DEFAULT_RUNTIME_CONFIG, apiBaseUrl: 'https://api.example.com/api', environment: 'staging' });
  });

  it('replaces wrong fields by defaults and says why', () => {
    const { config, problems } = parseRuntimeConfig({ apiBaseUrl: 'javascript:alert(1)', scrapeBaseUrl: '//evil', redirectMobile: 'yes', version: 3 });
    expect(config).toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(problems).toHaveLength(4);
  });

  it('not an object gives defaults', () => {
    expect(parseRuntimeConfig(null).config).toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(parseRuntimeConfig([1]).problems).toEqual(['config: not an object']);
  });

  it('loader survives a 404, a network failure and bad JSON', async () => {
    const notFound = await loadRuntimeConfig('/config.json', async () => ({ ok: false, status: 404, json: async () => ({}) }));
    expect(notFound.config).toEqual(DEFAULT_RUNTIME_CONFIG);
    const offline = await loadRuntimeConfig('/config.json', async () => { throw new TypeError('fetch failed'); });
    expect(offline.problems[0]).toContain('fetch failed');
    const badJson = await loadRuntimeConfig('/config.json', async () => ({ ok: true, status: 200, json: async () => { throw new SyntaxError('Unexpected token'); } }));
    expect(badJson.config).toEqual(DEFAULT_RUNTIME_CONFIG);
    const good = await loadRuntimeConfig('/config.json', async () => ({ ok: true, status: 200, json: async () => ({ version: 'v2' }) }));
    expect(good.config.version).toBe('v2');
  });
});
