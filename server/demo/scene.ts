// A tiny vector scene model for the demo catalog's illustrations: filled and stroked paths
// (lines, quadratic and cubic Béziers) with solid colours or a linear gradient, on a
// 400 x 400 canvas. The same scene is written as SVG (toSvg) and rasterised to PNG by
// raster.ts, so both files show the same drawing.

export type Cmd =
  | ['M', number, number]
  | ['L', number, number]
  | ['Q', number, number, number, number]
  | ['C', number, number, number, number, number, number]
  | ['Z'];

/** Linear (x1, y1) to (x2, y2), or radial when r is set (centre x1, y1, radius r). */
export interface Gradient {
  x1: number; y1: number; x2: number; y2: number; r?: number;
  stops: [offset: number, color: string, opacity?: number][];
}

export type Item =
  | { kind: 'fill'; path: Cmd[]; color: string; opacity: number; evenOdd: boolean; gradient?: Gradient }
  | { kind: 'stroke'; path: Cmd[]; color: string; opacity: number; width: number };

export const SCENE_SIZE = 400;

export interface Scene { items: Item[] }

/** Affine matrix [a, b, c, d, e, f]: x' = a x + c y + e, y' = b x + d y + f. */
export type Matrix = [number, number, number, number, number, number];

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1], m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3], m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4], m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

export function rotation(deg: number, cx = 0, cy = 0): Matrix {
  const r = (deg * Math.PI) / 180;
  const cos = Math.cos(r);
  const sin = Math.sin(r);
  return [cos, sin, -sin, cos, cx - cos * cx + sin * cy, cy - sin * cx - cos * cy];
}

export function translation(dx: number, dy: number): Matrix {
  return [1, 0, 0, 1, dx, dy];
}

export function scaling(sx: number, sy = sx, cx = 0, cy = 0): Matrix {
  return [sx, 0, 0, sy, cx - sx * cx, cy - sy * cy];
}

export function transformPath(path: Cmd[], m: Matrix): Cmd[] {
  const p = (x: number, y: number): [number, number] => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
  return path.map((c): Cmd => {
    switch (c[0]) {
      case 'M': return ['M', ...p(c[1], c[2])];
      case 'L': return ['L', ...p(c[1], c[2])];
      case 'Q': return ['Q', ...p(c[1], c[2]), ...p(c[3], c[4])];
      case 'C': return ['C', ...p(c[1], c[2]), ...p(c[3], c[4]), ...p(c[5], c[6])];
      default: return ['Z'];
    }
  });
}

// ---- shapes ---------------------------------------------------------------------------------

const K = 0.5523; // cubic Bézier circle constant

export function ellipse(cx: number, cy: number, rx: number, ry: number): Cmd[] {
  return [
    ['M', cx + rx, cy],
    ['C', cx + rx, cy + ry * K, cx + rx * K, cy + ry, cx, cy + ry],
    ['C', cx - rx * K, cy + ry, cx - rx, cy + ry * K, cx - rx, cy],
    ['C', cx - rx, cy - ry * K, cx - rx * K, cy - ry, cx, cy - ry],
    ['C', cx + rx * K, cy - ry, cx + rx, cy - ry * K, cx + rx, cy],
    ['Z'],
  ];
}

export function circle(cx: number, cy: number, r: number): Cmd[] {
  return ellipse(cx, cy, r, r);
}

/** Rectangle with corner radius r (clockwise). */
export function rect(x: number, y: number, w: number, h: number, r = 0): Cmd[] {
  const q = Math.min(r, w / 2, h / 2);
  if (q <= 0) return [['M', x, y], ['L', x + w, y], ['L', x + w, y + h], ['L', x, y + h], ['Z']];
  const k = q * (1 - K);
  return [
    ['M', x + q, y], ['L', x + w - q, y], ['C', x + w - k, y, x + w, y + k, x + w, y + q],
    ['L', x + w, y + h - q], ['C', x + w, y + h - k, x + w - k, y + h, x + w - q, y + h],
    ['L', x + q, y + h], ['C', x + k, y + h, x, y + h - k, x, y + h - q],
    ['L', x, y + q], ['C', x, y + k, x + k, y, x + q, y], ['Z'],
  ];
}

/** Closed polygon through x0, y0, x1, y1, ... */
export function poly(...pts: number[]): Cmd[] {
  const out: Cmd[] = [];
  for (let i = 0; i + 1 < pts.length; i += 2) out.push([i === 0 ? 'M' : 'L', pts[i] ?? 0, pts[i + 1] ?? 0]);
  out.push(['Z']);
  return out;
}

/** Open polyline (for strokes). */
export function line(...pts: number[]): Cmd[] {
  return poly(...pts).slice(0, -1);
}

/** Parses the absolute and relative M L H V Q C Z commands of an SVG path string. */
export function d(text: string): Cmd[] {
  const tokens = text.match(/[MLHVQCZmlhvqcz]|-?\d*\.?\d+(?:e-?\d+)?/g) ?? [];
  const out: Cmd[] = [];
  let i = 0;
  let cmd = 'M';
  let x = 0;
  let y = 0;
  let sx = 0;
  let sy = 0;
  const num = (): number => Number(tokens[i++]);
  while (i < tokens.length) {
    const t = tokens[i] ?? '';
    if (/[a-zA-Z]/.test(t)) { cmd = t; i++; }
    const rel = cmd === cmd.toLowerCase();
    const ox = rel ? x : 0;
    const oy = rel ? y : 0;
    switch (cmd.toUpperCase()) {
      case 'M': x = ox + num(); y = oy + num(); sx = x; sy = y; out.push(['M', x, y]); cmd = rel ? 'l' : 'L'; break;
      case 'L': x = ox + num(); y = oy + num(); out.push(['L', x, y]); break;
      case 'H': x = (rel ? x : 0) + num(); out.push(['L', x, y]); break;
      case 'V': y = (rel ? y : 0) + num(); out.push(['L', x, y]); break;
      case 'Q': { const a = ox + num(); const b = oy + num(); x = ox + num(); y = oy + num(); out.push(['Q', a, b, x, y]); break; }
      case 'C': {
        const a = ox + num(); const b = oy + num(); const c = ox + num(); const e = oy + num();
        x = ox + num(); y = oy + num(); out.push(['C', a, b, c, e, x, y]); break;
      }
      case 'Z': out.push(['Z']); x = sx; y = sy; break;
      default: throw new Error(`path command ${cmd}`);
    }
  }
  return out;
}

// ---- colours --------------------------------------------------------------------------------

export function rgbOf(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function hexOf(r: number, g: number, b: number): string {
  const h = (v: number) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0');
  return `#${h(r)}${h(g)}${h(b)}`;
}

/** a mixed with b: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = rgbOf(a);
  const y = rgbOf(b);
  return hexOf(x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t);
}

/** Lighter (f > 0, towards white) or darker (f < 0, towards black). */
export function shade(color: string, f: number): string {
  return f >= 0 ? mix(color, '#ffffff', f) : mix(color, '#000000', -f);
}

export function luminance(color: string): number {
  const [r, g, b] = rgbOf(color);
  return 0.299 * r + 0.587 * g + 0.114 * b;
}

// ---- drawing context ------------------------------------------------------------------------

export class Drawing {
  readonly items: Item[] = [];
  private m: Matrix = IDENTITY;

  private place(shape: Cmd[] | string): Cmd[] {
    const path = typeof shape === 'string' ? d(shape) : shape;
    return this.m === IDENTITY ? path : transformPath(path, this.m);
  }

  fill(shape: Cmd[] | string, color: string, opacity = 1, evenOdd = false): this {
    this.items.push({ kind: 'fill', path: this.place(shape), color, opacity, evenOdd });
    return this;
  }

  gradient(shape: Cmd[] | string, g: Gradient): this {
    const m = this.m;
    const p = (x: number, y: number) => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]] as const;
    const [x1, y1] = p(g.x1, g.y1);
    const [x2, y2] = p(g.x2, g.y2);
    const r = g.r === undefined ? undefined : g.r * Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]));
    this.items.push({
      kind: 'fill', path: this.place(shape), color: g.stops[0]?.[1] ?? '#000000', opacity: 1, evenOdd: false,
      gradient: { x1, y1, x2, y2, ...(r === undefined ? {} : { r }), stops: g.stops },
    });
    return this;
  }

  stroke(shape: Cmd[] | string, color: string, width: number, opacity = 1): this {
    const scale = Math.sqrt(Math.abs(this.m[0] * this.m[3] - this.m[1] * this.m[2]));
    this.items.push({ kind: 'stroke', path: this.place(shape), color, opacity, width: width * scale });
    return this;
  }

  /** Draws `fn` with the transform `m` applied (on top of the current one). */
  with(m: Matrix, fn: () => void): this {
    const saved = this.m;
    this.m = multiply(saved, m);
    try {
      fn();
    } finally {
      this.m = saved;
    }
    return this;
  }

  scene(): Scene {
    return { items: this.items };
  }
}

// ---- SVG ------------------------------------------------------------------------------------

function num(v: number): string {
  const r = Math.round(v * 10) / 10;
  return (Object.is(r, -0) ? '0' : String(r)).replace(/^(-?)0\./, '$1.');
}

/** SVG path data, relative commands (shorter) computed from rounded absolute points (no drift). */
export function pathData(path: Cmd[]): string {
  const r = (v: number) => Math.round(v * 10) / 10;
  let out = '';
  let cx = 0;
  let cy = 0;
  let sx = 0;
  let sy = 0;
  const rel = (coords: number[]) => coords.map((v, i) => num(r(v) - (i % 2 === 0 ? cx : cy))).join(' ').replace(/ -/g, '-');
  for (const c of path) {
    switch (c[0]) {
      case 'M':
        out += `M${num(r(c[1]))} ${num(r(c[2]))}`.replace(/ -/g, '-');
        cx = sx = r(c[1]); cy = sy = r(c[2]);
        break;
      case 'L': {
        const x = r(c[1]);
        const y = r(c[2]);
        if (y === cy) out += `h${num(x - cx)}`;
        else if (x === cx) out += `v${num(y - cy)}`;
        else out += `l${rel([c[1], c[2]])}`;
        cx = x; cy = y;
        break;
      }
      case 'Q': out += `q${rel(c.slice(1) as number[])}`; cx = r(c[3]); cy = r(c[4]); break;
      case 'C': out += `c${rel(c.slice(1) as number[])}`; cx = r(c[5]); cy = r(c[6]); break;
      default: out += 'z'; cx = sx; cy = sy;
    }
  }
  return out;
}

/** The scene as a standalone SVG document (no scripts, no external references). */
export function toSvg(scene: Scene, title: string): string {
  const defs: string[] = [];
  const body: string[] = [];
  for (const item of scene.items) {
    const dAttr = pathData(item.path);
    const op = item.opacity < 1 ? ` fill-opacity="${Math.round(item.opacity * 100) / 100}"` : '';
    if (item.kind === 'stroke') {
      const sop = item.opacity < 1 ? ` stroke-opacity="${Math.round(item.opacity * 100) / 100}"` : '';
      body.push(`<path d="${dAttr}" fill="none" stroke="${item.color}" stroke-width="${num(item.width)}" stroke-linecap="round" stroke-linejoin="round"${sop}/>`);
    } else if (item.gradient) {
      const id = `g${defs.length}`;
      const g = item.gradient;
      const stops = g.stops.map(([o, c, a]) => `<stop offset="${num(o)}" stop-color="${c}"${a === undefined || a >= 1 ? '' : ` stop-opacity="${Math.round(a * 100) / 100}"`}/>`).join('');
      defs.push(g.r === undefined
        ? `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${num(g.x1)}" y1="${num(g.y1)}" x2="${num(g.x2)}" y2="${num(g.y2)}">${stops}</linearGradient>`
        : `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${num(g.x1)}" cy="${num(g.y1)}" r="${num(g.r)}">${stops}</radialGradient>`);
      body.push(`<path d="${dAttr}" fill="url(#${id})"/>`);
    } else {
      const rule = item.evenOdd ? ' fill-rule="evenodd"' : '';
      body.push(`<path d="${dAttr}" fill="${item.color}"${op}${rule}/>`);
    }
  }
  const esc = title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SCENE_SIZE}" height="${SCENE_SIZE}" viewBox="0 0 ${SCENE_SIZE} ${SCENE_SIZE}">`
    + `<title>${esc}</title>${defs.length ? `<defs>${defs.join('')}</defs>` : ''}\n${body.join('\n')}\n</svg>\n`;
}
