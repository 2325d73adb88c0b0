import { describe, expect, it } from 'vitest';
import type { OpsApi, ReceiveRequest } from '../ports/ops-api.port';
import { receiveForm } from './ops-forms';

function form() {
  const sent: ReceiveRequest[] = [];
  const api = { receive: (_id: number, request: ReceiveRequest) => { sent.push(request); return Promise.resolve({ line: {}, settlement: null }); } } as unknown as OpsApi;
  const f = receiveForm(api, 101, undefined, () => 'key-1');
  f.set('weight', '650');
  f.setPhotos([{ name: 'a.png', blob: new Blob(['x'], { type: 'image/png' }) }]);
  return { f, sent };
}

describe('receiving: the sizes of a unit, all three or none', () => {
  it('none given: sent as 0 (not measured; the server keeps them empty and uses the estimate)', async () => {
    const { f, sent } = form();
    expect(f.valid).toBe(true);
    await f.submit();
    expect(sent[0]).toMatchObject({ weightGrams: 650, lengthCm: 0, widthCm: 0, heightCm: 0 });
  });

  it('one or two given: the others are required', () => {
    const { f } = form();
    f.set('length', '30');
    expect(f.problems).toMatchObject({ width: 'required', height: 'required' });
    expect(f.problems.length).toBeUndefined();
    f.set('width', '20');
    f.set('height', '10');
    expect(f.valid).toBe(true);
  });
});
