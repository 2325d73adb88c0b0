// Shared parts of the demo illustrations (illustrations.ts): the product colour's tones, the
// palette of materials, the studio backdrop and the floor shadow.
import { ellipse, mix, rect, shade, type Drawing } from './scene.ts';

export interface Tones {
  base: string;
  dark: string;
  darker: string;
  light: string;
  lighter: string;
}

export function tonesOf(base: string): Tones {
  return { base, dark: shade(base, -0.25), darker: shade(base, -0.5), light: shade(base, 0.3), lighter: shade(base, 0.6) };
}

export const WHITE = '#ffffff';
export const INK = '#2b2d31';
export const METAL = '#c5cad1';
export const METAL_DARK = '#8d949c';
export const WOOD = '#d9a866';
export const SKIN = '#f1d3bf';

export type Painter = (g: Drawing, t: Tones) => void;

export function backdrop(g: Drawing, t: Tones): void {
  // Wall and floor tinted with the product colour, lighter on the left (light from the left).
  g.gradient(rect(0, 0, 400, 400), { x1: 0, y1: 0, x2: 400, y2: 0, stops: [[0, mix('#fbfbfc', t.base, 0.05)], [1, mix('#cfd3d9', t.base, 0.14)]] });
  g.gradient(rect(0, 318, 400, 82), { x1: 0, y1: 0, x2: 400, y2: 0, stops: [[0, mix('#eef0f2', t.base, 0.07)], [1, mix('#bcc1c8', t.base, 0.16)]] });
}

export function shadow(g: Drawing, cx: number, cy: number, rx: number, ry = rx * 0.12): void {
  g.fill(ellipse(cx, cy, rx, ry), '#000000', 0.14);
}
