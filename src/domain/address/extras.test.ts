import { describe, expect, it } from 'vitest';
import { checkCoordinates, formatCoordinates, roundCoordinate } from './coordinates';
import { npwpDocumentKind } from './npwp-document';

describe('checkCoordinates (lat, long of the map pin)', () => {
  it('accepts no pin, or a full pin within range', () => {
    expect(checkCoordinates(null, null)).toBeNull();
    expect(checkCoordinates(undefined, undefined)).toBeNull();
    expect(checkCoordinates(-6.175392, 106.827153)).toBeNull();
    expect(checkCoordinates(90, -180)).toBeNull();
  });

  it('refuses half a pin', () => {
    expect(checkCoordinates(-6.1, null)).toBe('incomplete');
    expect(checkCoordinates(undefined, 106.8)).toBe('incomplete');
  });

  it('refuses coordinates off the earth or not numbers', () => {
    expect(checkCoordinates(90.000001, 0)).toBe('out_of_range');
    expect(checkCoordinates(0, -180.5)).toBe('out_of_range');
    expect(checkCoordinates(Number.NaN, 0)).toBe('out_of_range');
    expect(checkCoordinates(0, Number.POSITIVE_INFINITY)).toBe('out_of_range');
  });

  it('rounds to 6 decimals and formats latitude first', () => {
    expect(roundCoordinate(-6.17539249)).toBe(-6.175392);
    expect(roundCoordinate(106.8271535)).toBe(106.827154);
    expect(formatCoordinates(-6.1753924, 106.827153)).toBe('-6.175392, 106.827153');
  });
});

describe('npwpDocumentKind (by content, not by name)', () => {
  const bytes = (...head: number[]) => new Uint8Array([...head, 0, 1, 2, 3]);
  it('reads PDF, PNG and JPEG by their first bytes', () => {
    expect(npwpDocumentKind(new TextEncoder().encode('%PDF-1.7\n%âãÏÓ'))).toBe('pdf');
    expect(npwpDocumentKind(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png');
    expect(npwpDocumentKind(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpg');
  });

  it('refuses anything else: GIF, text, HTML named .pdf, an empty or cut file', () => {
    expect(npwpDocumentKind(new TextEncoder().encode('GIF89a....'))).toBeNull();
    expect(npwpDocumentKind(new TextEncoder().encode('<html><script>alert(1)</script>'))).toBeNull();
    expect(npwpDocumentKind(new TextEncoder().encode('%PD'))).toBeNull();
    expect(npwpDocumentKind(new Uint8Array())).toBeNull();
    expect(npwpDocumentKind(new Uint8Array([0x89, 0x50, 0x4e]))).toBeNull();
  });
});
