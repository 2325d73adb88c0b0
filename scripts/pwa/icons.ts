// The installed app's icons, drawn at build time from the logo's mark (src/ui/components/logo-mark.ts)
// with pngjs: no image is committed, and a change of the logo changes the icons (docs/pwa.md).
// - `any`: the rounded square as the header shows it, transparent around its corners;
// - `full`: the square filled to the edges (maskable icons, whose corners the launcher cuts itself,
//   and the apple-touch-icon, which iOS shows on black where it is transparent). The "T" stays
//   inside the maskable safe zone (a circle of 40 % of the size around the centre) at full scale.
import { PNG } from 'pngjs';
import { LOGO_MARK } from '../../src/ui/components/logo-mark.ts';

export type IconShape = 'any' | 'full';
type Point = [number, number];

/** The polygon of an SVG path made of M, H, V (absolute), h, v (relative) and z. */
export function pathPolygon(path: string): Point[] {
  const tokens = path.match(/[MHVhvz]|-?\d*\.?\d+/g) ?? [];
  const points: Point[] = [];
  let x = 0;
  let y = 0;
  let command = '';
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as string;
    if (/[MHVhvz]/.test(token)) {
      command = token;
      if (command === 'z') break;
      continue;
    }
    const value = Number(token);
    if (command === 'M') {
      x = value;
      y = Number(tokens[++i]);
    } else if (command === 'H') x = value;
    else if (command === 'V') y = value;
    else if (command === 'h') x += value;
    else if (command === 'v') y += value;
    else throw new Error(`logo path: unsupported command ${command}`);
    points.push([x, y]);
  }
  return points;
}

function inPolygon(px: number, py: number, polygon: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i] as Point;
    const [xj, yj] = polygon[j] as Point;
    if ((yi > py) !== (yj > py) && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function inRoundedSquare(px: number, py: number, size: number, radius: number): boolean {
  if (px < 0 || py < 0 || px > size || py > size) return false;
  const cx = Math.min(Math.max(px, radius), size - radius);
  const cy = Math.min(Math.max(py, radius), size - radius);
  return (px - cx) ** 2 + (py - cy) ** 2 <= radius ** 2;
}

export function rgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? h.split('').map((c) => c + c).join('') : h;
  return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as [number, number, number];
}

const SAMPLES = 4;

/** The icon as PNG bytes, `size` pixels square. */
export function drawIcon(size: number, shape: IconShape): Buffer {
  const png = new PNG({ width: size, height: size });
  const polygon = pathPolygon(LOGO_MARK.path);
  const scale = LOGO_MARK.size / size;
  const back = rgb(LOGO_MARK.background);
  const fore = rgb(LOGO_MARK.foreground);
  const inside = (gx: number, gy: number): [boolean, boolean] => {
    const covered = shape === 'full' || inRoundedSquare(gx, gy, LOGO_MARK.size, LOGO_MARK.radius);
    return [covered, covered && inPolygon(gx, gy, polygon)];
  };
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let cover = 0;
      let mark = 0;
      // A pixel whose four corners agree is wholly in or out (the shapes are larger than a pixel):
      // only the pixels on an edge are sampled SAMPLES x SAMPLES times.
      const corners = [inside(x * scale, y * scale), inside((x + 1) * scale, y * scale), inside(x * scale, (y + 1) * scale), inside((x + 1) * scale, (y + 1) * scale)];
      const [first] = corners;
      if (first && corners.every(([c, m]) => c === first[0] && m === first[1])) {
        cover = first[0] ? SAMPLES * SAMPLES : 0;
        mark = first[1] ? SAMPLES * SAMPLES : 0;
      } else {
        for (let sy = 0; sy < SAMPLES; sy++) {
          for (let sx = 0; sx < SAMPLES; sx++) {
            const [c, m] = inside((x + (sx + 0.5) / SAMPLES) * scale, (y + (sy + 0.5) / SAMPLES) * scale);
            if (c) cover++;
            if (m) mark++;
          }
        }
      }
      const at = (y * size + x) * 4;
      const t = cover === 0 ? 0 : mark / cover;
      for (let c = 0; c < 3; c++) png.data[at + c] = Math.round((back[c] as number) * (1 - t) + (fore[c] as number) * t);
      png.data[at + 3] = Math.round((255 * cover) / (SAMPLES * SAMPLES));
    }
  }
  return PNG.sync.write(png);
}

/** The icons the manifest and the page's head name: file (under dist/), size, shape, purpose. */
export const ICONS = [
  { file: 'icons/icon-192.png', size: 192, shape: 'any', purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, shape: 'any', purpose: 'any' },
  { file: 'icons/icon-maskable-512.png', size: 512, shape: 'full', purpose: 'maskable' },
  { file: 'icons/apple-touch-icon.png', size: 180, shape: 'full', purpose: null },
] as const;
