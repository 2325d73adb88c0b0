// A small anti-aliased rasteriser for the scenes of scene.ts (pure TypeScript, no native
// dependency) and an indexed-colour PNG encoder, so the demo pictures exist as PNG for the
// image search (which hashes PNG/JPEG) and for the storefront's raster sizes.
//
// Fills: non-zero or even-odd winding, exact horizontal coverage with SUB sub-scanlines per
// pixel row. Strokes: round caps and joins, coverage from the distance to the centre line.
// Colours are composited source-over in sRGB, as browsers render SVG.
import { deflateSync } from 'node:zlib';
import { rgbOf, SCENE_SIZE, type Cmd, type Gradient, type Item, type Scene } from './scene.ts';

const SUB = 8;

type Polyline = { pts: number[]; closed: boolean };

/** Flattens a path (scaled by `s`) into polylines of points, curves cut into short segments. */
function flatten(path: Cmd[], s: number): Polyline[] {
  const out: Polyline[] = [];
  let cur: Polyline | null = null;
  let x = 0;
  let y = 0;
  const steps = (len: number) => Math.max(2, Math.min(64, Math.ceil(len / 2.5)));
  for (const c of path) {
    switch (c[0]) {
      case 'M':
        x = c[1] * s; y = c[2] * s;
        cur = { pts: [x, y], closed: false };
        out.push(cur);
        break;
      case 'L':
        x = c[1] * s; y = c[2] * s;
        cur?.pts.push(x, y);
        break;
      case 'Q': {
        const [qx, qy, ex, ey] = [c[1] * s, c[2] * s, c[3] * s, c[4] * s];
        const n = steps(Math.hypot(qx - x, qy - y) + Math.hypot(ex - qx, ey - qy));
        for (let i = 1; i <= n; i++) {
          const t = i / n;
          const u = 1 - t;
          cur?.pts.push(u * u * x + 2 * u * t * qx + t * t * ex, u * u * y + 2 * u * t * qy + t * t * ey);
        }
        x = ex; y = ey;
        break;
      }
      case 'C': {
        const [ax, ay, bx, by, ex, ey] = [c[1] * s, c[2] * s, c[3] * s, c[4] * s, c[5] * s, c[6] * s];
        const n = steps(Math.hypot(ax - x, ay - y) + Math.hypot(bx - ax, by - ay) + Math.hypot(ex - bx, ey - by));
        for (let i = 1; i <= n; i++) {
          const t = i / n;
          const u = 1 - t;
          const a = u * u * u;
          const b = 3 * u * u * t;
          const cc = 3 * u * t * t;
          const e = t * t * t;
          cur?.pts.push(a * x + b * ax + cc * bx + e * ex, a * y + b * ay + cc * by + e * ey);
        }
        x = ex; y = ey;
        break;
      }
      case 'Z':
        if (cur) {
          cur.closed = true;
          x = cur.pts[0] ?? x; y = cur.pts[1] ?? y;
          cur = { pts: [x, y], closed: false };
          out.push(cur);
        }
        break;
    }
  }
  return out.filter((p) => p.pts.length >= 4);
}

interface Box { x0: number; y0: number; x1: number; y1: number }

function boundsOf(lines: Polyline[], pad: number, size: number): Box | null {
  let x0 = Infinity; let y0 = Infinity; let x1 = -Infinity; let y1 = -Infinity;
  for (const l of lines) {
    for (let i = 0; i < l.pts.length; i += 2) {
      const px = l.pts[i] ?? 0; const py = l.pts[i + 1] ?? 0;
      if (px < x0) x0 = px; if (px > x1) x1 = px;
      if (py < y0) y0 = py; if (py > y1) y1 = py;
    }
  }
  const box = {
    x0: Math.max(0, Math.floor(x0 - pad)), y0: Math.max(0, Math.floor(y0 - pad)),
    x1: Math.min(size, Math.ceil(x1 + pad)), y1: Math.min(size, Math.ceil(y1 + pad)),
  };
  return box.x0 < box.x1 && box.y0 < box.y1 ? box : null;
}

/** Coverage (0..1) of a filled path into `cov` (size x size), within the returned box. */
function fillCoverage(lines: Polyline[], evenOdd: boolean, size: number, cov: Float32Array): Box | null {
  const box = boundsOf(lines, 1, size);
  if (!box) return null;
  // Edges as [xTop, yTop, xBottom, yBottom, direction].
  const edges: number[][] = [];
  for (const l of lines) {
    const p = l.pts;
    const n = p.length / 2;
    for (let i = 0; i < n; i++) {
      const j = (i + 1) % n;
      const ax = p[2 * i] ?? 0; const ay = p[2 * i + 1] ?? 0;
      const bx = p[2 * j] ?? 0; const by = p[2 * j + 1] ?? 0;
      if (ay === by) continue;
      edges.push(ay < by ? [ax, ay, bx, by, 1] : [bx, by, ax, ay, -1]);
    }
  }
  edges.sort((a, b) => (a[1] ?? 0) - (b[1] ?? 0));
  const width = box.x1 - box.x0;
  const partial = new Float32Array(width + 2);
  const runs = new Float32Array(width + 2);
  const crossings: number[] = [];
  const w = 1 / SUB;
  let first = 0;
  const active: number[][] = [];
  for (let row = box.y0; row < box.y1; row++) {
    partial.fill(0);
    runs.fill(0);
    let any = false;
    for (let s = 0; s < SUB; s++) {
      const sy = row + (s + 0.5) / SUB;
      while (first < edges.length && (edges[first]?.[1] ?? 0) <= sy) active.push(edges[first++] ?? []);
      crossings.length = 0;
      for (let k = active.length - 1; k >= 0; k--) {
        const e = active[k] ?? [];
        const [ax, ay, bx, by, dir] = e as [number, number, number, number, number];
        if (by <= sy) { active.splice(k, 1); continue; }
        if (ay > sy) continue;
        crossings.push(ax + ((sy - ay) / (by - ay)) * (bx - ax), dir);
      }
      if (crossings.length === 0) continue;
      // Sort crossing pairs by x.
      const order = Array.from({ length: crossings.length / 2 }, (_, i) => i).sort((i, j) => (crossings[2 * i] ?? 0) - (crossings[2 * j] ?? 0));
      let winding = 0;
      let start = 0;
      for (const i of order) {
        const cx = crossings[2 * i] ?? 0;
        const was = evenOdd ? (winding & 1) !== 0 : winding !== 0;
        winding += crossings[2 * i + 1] ?? 0;
        const now = evenOdd ? (winding & 1) !== 0 : winding !== 0;
        if (!was && now) start = cx;
        else if (was && !now) {
          any = true;
          const xa = Math.max(0, Math.min(width, start - box.x0));
          const xb = Math.max(0, Math.min(width, cx - box.x0));
          if (xb <= xa) continue;
          const ia = Math.floor(xa);
          const ib = Math.floor(xb);
          if (ia === ib) partial[ia] = (partial[ia] ?? 0) + (xb - xa) * w;
          else {
            partial[ia] = (partial[ia] ?? 0) + (ia + 1 - xa) * w;
            runs[ia + 1] = (runs[ia + 1] ?? 0) + w;
            runs[ib] = (runs[ib] ?? 0) - w;
            partial[ib] = (partial[ib] ?? 0) + (xb - ib) * w;
          }
        }
      }
    }
    if (!any) continue;
    let run = 0;
    const base = row * size + box.x0;
    for (let x = 0; x < width; x++) {
      run += runs[x] ?? 0;
      cov[base + x] = Math.min(1, (partial[x] ?? 0) + run);
    }
  }
  return box;
}

/** Coverage of a stroked path (round caps and joins) of line width `lw` pixels. */
function strokeCoverage(lines: Polyline[], lw: number, size: number, cov: Float32Array): Box | null {
  const h = lw / 2;
  const box = boundsOf(lines, h + 1, size);
  if (!box) return null;
  for (const l of lines) {
    const p = [...l.pts];
    if (l.closed) p.push(p[0] ?? 0, p[1] ?? 0);
    for (let i = 0; i + 3 < p.length; i += 2) {
      const ax = p[i] ?? 0; const ay = p[i + 1] ?? 0; const bx = p[i + 2] ?? 0; const by = p[i + 3] ?? 0;
      const dx = bx - ax; const dy = by - ay;
      const len2 = dx * dx + dy * dy;
      const x0 = Math.max(box.x0, Math.floor(Math.min(ax, bx) - h - 1));
      const x1 = Math.min(box.x1, Math.ceil(Math.max(ax, bx) + h + 1));
      const y0 = Math.max(box.y0, Math.floor(Math.min(ay, by) - h - 1));
      const y1 = Math.min(box.y1, Math.ceil(Math.max(ay, by) + h + 1));
      for (let y = y0; y < y1; y++) {
        for (let x = x0; x < x1; x++) {
          const px = x + 0.5 - ax; const py = y + 0.5 - ay;
          const t = len2 > 0 ? Math.max(0, Math.min(1, (px * dx + py * dy) / len2)) : 0;
          const dist = Math.hypot(px - t * dx, py - t * dy);
          // Overlap of the pixel [dist - .5, dist + .5] with the stroke [-h, h].
          const c = Math.max(0, Math.min(dist + 0.5, h) - Math.max(dist - 0.5, -h));
          const k = y * size + x;
          if (c > (cov[k] ?? 0)) cov[k] = Math.min(1, c);
        }
      }
    }
  }
  return box;
}

function gradientColor(g: Gradient, s: number): (x: number, y: number) => [number, number, number, number] {
  const x1 = g.x1 * s; const y1 = g.y1 * s; const dx = g.x2 * s - x1; const dy = g.y2 * s - y1;
  const len2 = dx * dx + dy * dy || 1;
  const r = (g.r ?? 0) * s;
  const stops = g.stops.map(([o, c, a]) => [o, ...rgbOf(c), a ?? 1] as const);
  return (x, y) => {
    const t = Math.max(0, Math.min(1, g.r === undefined ? ((x - x1) * dx + (y - y1) * dy) / len2 : Math.hypot(x - x1, y - y1) / (r || 1)));
    let i = 0;
    while (i < stops.length - 2 && t > (stops[i + 1]?.[0] ?? 1)) i++;
    const a = stops[i] ?? [0, 0, 0, 0, 1];
    const b = stops[i + 1] ?? a;
    const u = b[0] > a[0] ? Math.max(0, Math.min(1, (t - a[0]) / (b[0] - a[0]))) : 0;
    return [a[1] + (b[1] - a[1]) * u, a[2] + (b[2] - a[2]) * u, a[3] + (b[3] - a[3]) * u, a[4] + (b[4] - a[4]) * u];
  };
}

/** RGBA pixels (opaque, over white) of the scene at `size` x `size`. */
export function renderScene(scene: Scene, size: number): Buffer {
  const s = size / SCENE_SIZE;
  const rgb = new Float32Array(size * size * 3).fill(255);
  const cov = new Float32Array(size * size);
  for (const item of scene.items as Item[]) {
    const lines = flatten(item.path, s);
    const box = item.kind === 'fill' ? fillCoverage(lines, item.evenOdd, size, cov) : strokeCoverage(lines, item.width * s, size, cov);
    if (!box) continue;
    const solid = [...rgbOf(item.color), 1] as const;
    const grad = item.kind === 'fill' && item.gradient ? gradientColor(item.gradient, s) : null;
    for (let y = box.y0; y < box.y1; y++) {
      for (let x = box.x0; x < box.x1; x++) {
        const k = y * size + x;
        const c = cov[k] ?? 0;
        if (c <= 0) continue;
        cov[k] = 0;
        const [r, g, b, alpha] = grad ? grad(x + 0.5, y + 0.5) : solid;
        const a = c * item.opacity * alpha;
        const j = k * 3;
        rgb[j] = (rgb[j] ?? 0) * (1 - a) + r * a;
        rgb[j + 1] = (rgb[j + 1] ?? 0) * (1 - a) + g * a;
        rgb[j + 2] = (rgb[j + 2] ?? 0) * (1 - a) + b * a;
      }
    }
  }
  const out = Buffer.alloc(size * size * 4);
  for (let k = 0; k < size * size; k++) {
    out[k * 4] = Math.round(rgb[k * 3] ?? 0);
    out[k * 4 + 1] = Math.round(rgb[k * 3 + 1] ?? 0);
    out[k * 4 + 2] = Math.round(rgb[k * 3 + 2] ?? 0);
    out[k * 4 + 3] = 255;
  }
  return out;
}

// ---- PNG ------------------------------------------------------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = (CRC_TABLE[(c ^ byte) & 255] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * Reduces opaque RGBA pixels to at most 256 colours: the most frequent colours (the flat
 * areas and the common edge blends) form the palette; every other pixel takes its nearest entry.
 */
function quantise(rgba: Buffer): { palette: number[]; indices: Uint8Array } {
  const counts = new Map<number, number>();
  for (let i = 0; i < rgba.length; i += 4) {
    const c = ((rgba[i] ?? 0) << 16) | ((rgba[i + 1] ?? 0) << 8) | (rgba[i + 2] ?? 0);
    counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  const palette = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, 256).map(([c]) => c);
  const index = new Map<number, number>(palette.map((c, i) => [c, i]));
  const nearest = (c: number): number => {
    let best = 0;
    let bestD = Infinity;
    const r = c >> 16; const g = (c >> 8) & 255; const b = c & 255;
    for (let i = 0; i < palette.length; i++) {
      const p = palette[i] ?? 0;
      const dr = (p >> 16) - r; const dg = ((p >> 8) & 255) - g; const db = (p & 255) - b;
      const dist = 3 * dr * dr + 4 * dg * dg + 2 * db * db;
      if (dist < bestD) { bestD = dist; best = i; }
    }
    return best;
  };
  const indices = new Uint8Array(rgba.length / 4);
  for (let i = 0; i < indices.length; i++) {
    const c = ((rgba[i * 4] ?? 0) << 16) | ((rgba[i * 4 + 1] ?? 0) << 8) | (rgba[i * 4 + 2] ?? 0);
    let p = index.get(c);
    if (p === undefined) {
      p = nearest(c);
      index.set(c, p);
    }
    indices[i] = p;
  }
  return { palette, indices };
}

/** An 8-bit indexed PNG of opaque RGBA pixels (colours reduced to 256 when there are more). */
export function encodePng(width: number, height: number, rgba: Buffer): Buffer {
  const { palette, indices } = quantise(rgba);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(3, 9); // indexed colour
  const plte = Buffer.alloc(palette.length * 3);
  palette.forEach((c, i) => plte.writeUIntBE(c, i * 3, 3));
  // Filter 'none' on every row: deflate finds the repeated rows of the backdrop by itself, and
  // differences of palette indices compress worse.
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) raw.set(indices.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  const idat = deflateSync(raw, { level: 9, memLevel: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr), chunk('PLTE', plte), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The scene as an indexed PNG of `size` x `size` pixels. */
export function scenePng(scene: Scene, size: number): Buffer {
  return encodePng(size, size, renderScene(scene, size));
}
