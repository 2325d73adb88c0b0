import { describe, expect, it } from 'vitest';
import { LARTAS_ACK_TEXT_VERSION, checkLartasAck } from './ack';

const ack = (lartasIds: string[], extra: { accepted?: boolean; textVersion?: string } = {}) => ({
  accepted: extra.accepted ?? true, lartasIds, textVersion: extra.textVersion ?? LARTAS_ACK_TEXT_VERSION,
});

describe('checkLartasAck', () => {
  it('needs nothing when no entry is required', () => {
    expect(checkLartasAck([], undefined)).toEqual({ ok: true, acknowledged: [] });
    expect(checkLartasAck([], null)).toEqual({ ok: true, acknowledged: [] });
    expect(checkLartasAck([], ack([]))).toEqual({ ok: true, acknowledged: [] });
  });

  it('accepts exactly the required entries, in any order, on the current text', () => {
    expect(checkLartasAck(['bpom-kosmetik', 'telekomunikasi'], ack(['telekomunikasi', 'bpom-kosmetik'])))
      .toEqual({ ok: true, acknowledged: ['bpom-kosmetik', 'telekomunikasi'] });
    expect(checkLartasAck(['bpom-kosmetik', 'bpom-kosmetik'], ack(['bpom-kosmetik']))).toEqual({ ok: true, acknowledged: ['bpom-kosmetik'] });
  });

  it('refuses a missing acknowledgement, naming every required entry', () => {
    expect(checkLartasAck(['bpom-kosmetik'], undefined)).toEqual({
      ok: false, missing: ['bpom-kosmetik'], unexpected: [], notAccepted: true, outdatedText: false,
    });
  });

  it('refuses an acknowledgement not accepted', () => {
    expect(checkLartasAck(['bpom-kosmetik'], ack(['bpom-kosmetik'], { accepted: false }))).toMatchObject({ ok: false, notAccepted: true, missing: [] });
  });

  it('refuses the wrong entries: missing ones and ones the lines do not fall under', () => {
    expect(checkLartasAck(['bpom-kosmetik'], ack(['telekomunikasi']))).toEqual({
      ok: false, missing: ['bpom-kosmetik'], unexpected: ['telekomunikasi'], notAccepted: false, outdatedText: false,
    });
    expect(checkLartasAck(['bpom-kosmetik', 'telekomunikasi'], ack(['bpom-kosmetik']))).toMatchObject({ ok: false, missing: ['telekomunikasi'] });
    expect(checkLartasAck(['bpom-kosmetik'], ack(['bpom-kosmetik', 'senjata']))).toMatchObject({ ok: false, missing: [], unexpected: ['senjata'] });
  });

  it('refuses entries named when the order needs none', () => {
    expect(checkLartasAck([], ack(['bpom-kosmetik']))).toEqual({
      ok: false, missing: [], unexpected: ['bpom-kosmetik'], notAccepted: false, outdatedText: false,
    });
  });

  it('refuses an acknowledgement of another text version', () => {
    expect(checkLartasAck(['bpom-kosmetik'], ack(['bpom-kosmetik'], { textVersion: '0' }))).toMatchObject({ ok: false, outdatedText: true });
    expect(checkLartasAck(['bpom-kosmetik'], ack(['bpom-kosmetik'], { textVersion: '2' }), '2')).toEqual({ ok: true, acknowledged: ['bpom-kosmetik'] });
  });
});
