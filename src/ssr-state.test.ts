import { describe, expect, it } from 'vitest';
import { readSsrState, scriptSafeJson, stateScript, type SsrState } from './ssr-state';

describe('the server-rendered page state', () => {
  const hostile = '</script><script>alert(1)</script><!-- & \u2028\u2029';
  const state: SsrState = {
    v: 1,
    path: '/product?url=x',
    language: 'id',
    config: null,
    exchanges: [{ key: 'POST /api/scrap {}', status: 200, body: { data: { title: hostile } } }],
  };

  it('cannot close its script element or open a comment, and reads back the same', () => {
    const script = stateScript(state);
    const inner = script.slice('<script>'.length, -'</script>'.length);
    expect(inner).not.toMatch(/<\/script/i);
    expect(inner).not.toMatch(/[<>\u2028\u2029]/);
    const json = inner.slice(inner.indexOf('=') + 1);
    expect(readSsrState(JSON.parse(json))).toEqual(state);
    // Valid JavaScript too: evaluating it gives the same object.
    expect(new Function(`return ${scriptSafeJson(state)}`)()).toEqual(state);
  });

  it('rejects what is not a state', () => {
    expect(readSsrState(undefined)).toBeNull();
    expect(readSsrState({ v: 2 })).toBeNull();
    expect(readSsrState({ ...state, language: 'fr' })).toBeNull();
    expect(readSsrState({ ...state, exchanges: [{ key: 1 }] })).toBeNull();
  });
});
