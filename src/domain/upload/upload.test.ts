import { describe, expect, it } from 'vitest';
import { clampCrop, initialCrop, keyStep, moveCrop, outputSize, resizeCrop, toImagePixels, uploadFileKind, uploadImageKind, validCropRect } from './index';

const img = { width: 400, height: 300 };

describe('uploadImageKind / uploadFileKind (by content)', () => {
  const enc = (s: string) => new TextEncoder().encode(s);
  it('reads PNG, JPEG, GIF and WebP by their first bytes', () => {
    expect(uploadImageKind(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(uploadImageKind(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpg');
    expect(uploadImageKind(enc('GIF87a.'))).toBe('gif');
    expect(uploadImageKind(enc('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
  });
  it('refuses anything else, a cut header, and a PDF as a picture (but not as a file)', () => {
    expect(uploadImageKind(enc('<svg onload=alert(1)>'))).toBeNull();
    expect(uploadImageKind(new Uint8Array([0x89, 0x50, 0x4e]))).toBeNull();
    expect(uploadImageKind(enc('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(uploadImageKind(enc('%PDF-1.7\n...'))).toBeNull();
    expect(uploadFileKind(enc('%PDF-1.7\n...'))).toBe('pdf');
    expect(uploadFileKind(enc('%PD'))).toBeNull();
  });
});

describe('the crop box', () => {
  it('starts as the largest centred square, or the whole picture when free', () => {
    expect(initialCrop(img, 'square')).toEqual({ x: 50, y: 0, width: 300, height: 300 });
    expect(initialCrop(img, 'free')).toEqual({ x: 0, y: 0, width: 400, height: 300 });
  });
  it('moves and stops at the edges, keeping its size', () => {
    const r = { x: 50, y: 0, width: 100, height: 100 };
    expect(moveCrop(r, 10, 5, img, 'free')).toEqual({ x: 60, y: 5, width: 100, height: 100 });
    expect(moveCrop(r, -500, -5, img, 'free')).toEqual({ x: 0, y: 0, width: 100, height: 100 });
    expect(moveCrop(r, 1000, 1000, img, 'free')).toEqual({ x: 300, y: 200, width: 100, height: 100 });
  });
  it('resizes within the picture and not below the minimum; a square stays square', () => {
    const r = { x: 350, y: 0, width: 20, height: 20 };
    expect(resizeCrop(r, 100, 0, img, 'free')).toEqual({ x: 350, y: 0, width: 50, height: 20 });
    expect(resizeCrop(r, -100, -100, img, 'free')).toEqual({ x: 350, y: 0, width: 16, height: 16 });
    expect(resizeCrop({ x: 0, y: 0, width: 100, height: 100 }, 5, 40, img, 'square')).toEqual({ x: 0, y: 0, width: 140, height: 140 });
    expect(resizeCrop({ x: 0, y: 250, width: 40, height: 40 }, 100, 0, img, 'square')).toEqual({ x: 0, y: 250, width: 50, height: 50 });
  });
  it('clamps a box bigger than the picture, and a picture smaller than the minimum', () => {
    expect(clampCrop({ x: -5, y: 2.4, width: 900, height: 900 }, img, 'square')).toEqual({ x: 0, y: 0, width: 300, height: 300 });
    expect(clampCrop({ x: 0, y: 0, width: 1, height: 1 }, { width: 8, height: 10 }, 'free')).toEqual({ x: 0, y: 0, width: 8, height: 10 });
  });
  it('steps by a fiftieth of the shorter side, ten times with shift; converts screen pixels', () => {
    expect(keyStep(img, false)).toBe(6);
    expect(keyStep(img, true)).toBe(60);
    expect(keyStep({ width: 20, height: 20 }, false)).toBe(1);
    expect(toImagePixels({ dx: 10, dy: -5 }, { width: 200, height: 150 }, img)).toEqual({ dx: 20, dy: -10 });
    expect(toImagePixels({ dx: 10, dy: 5 }, { width: 0, height: 0 }, img)).toEqual({ dx: 0, dy: 0 });
  });
  it('scales the output down to the longest side, and validates a sent rectangle', () => {
    expect(outputSize({ x: 0, y: 0, width: 2000, height: 1000 }, 1000)).toEqual({ width: 1000, height: 500 });
    expect(outputSize({ x: 0, y: 0, width: 300, height: 200 }, 1000)).toEqual({ width: 300, height: 200 });
    expect(validCropRect({ x: 0, y: 0, width: 1, height: 1 })).toBe(true);
    expect(validCropRect({ x: -1, y: 0, width: 1, height: 1 })).toBe(false);
    expect(validCropRect({ x: 0, y: 0, width: 0.5, height: 1 })).toBe(false);
    expect(validCropRect({ x: 0, y: 0, width: '3', height: 1 })).toBe(false);
  });
});
