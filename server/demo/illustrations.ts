// Flat vector illustrations of the demo catalog's products, one pair per image key of
// DEMO_SEEDS, in the product's colour: view 1 shows the product as a whole (the main picture),
// view 2 another view or a close-up (the detail picture). Drawn on a 400 x 400 scene (scene.ts)
// over a light studio backdrop tinted with the product colour. The image search tells the
// pictures apart by their colour layout (server/modules/content/image-hash.ts): products that
// look alike (both earbuds, both shoes, both tees) are drawn in different poses so that every
// pair of products stays well apart (tests/integration/demo-images.test.ts checks it).
import { circle, Drawing, ellipse, line, mix, poly, rect, rotation, scaling, shade, translation, type Cmd, type Scene } from './scene.ts';

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

const WHITE = '#ffffff';
const INK = '#2b2d31';
const METAL = '#c5cad1';
const METAL_DARK = '#8d949c';
const WOOD = '#d9a866';
const SKIN = '#f1d3bf';

type Painter = (g: Drawing, t: Tones) => void;

function backdrop(g: Drawing, t: Tones): void {
  // Wall and floor tinted with the product colour, lighter on the left (light from the left).
  g.gradient(rect(0, 0, 400, 400), { x1: 0, y1: 0, x2: 400, y2: 0, stops: [[0, mix('#fbfbfc', t.base, 0.05)], [1, mix('#cfd3d9', t.base, 0.14)]] });
  g.gradient(rect(0, 318, 400, 82), { x1: 0, y1: 0, x2: 400, y2: 0, stops: [[0, mix('#eef0f2', t.base, 0.07)], [1, mix('#bcc1c8', t.base, 0.16)]] });
}

function shadow(g: Drawing, cx: number, cy: number, rx: number, ry = rx * 0.12): void {
  g.fill(ellipse(cx, cy, rx, ry), '#000000', 0.14);
}

// ---- bags ------------------------------------------------------------------------------------

const backpack: [Painter, Painter] = [
  (g, t) => {
    shadow(g, 200, 338, 120);
    g.stroke('M172 96 Q172 60 200 60 Q228 60 228 96', t.darker, 12);
    g.fill('M106 160 Q78 230 96 316 L114 316 Q100 232 124 160 Z', t.darker);
    g.fill('M294 160 Q322 230 304 316 L286 316 Q300 232 276 160 Z', t.darker);
    g.fill('M112 136 Q112 86 200 86 Q288 86 288 136 L296 316 Q296 340 272 340 L128 340 Q104 340 104 316 Z', t.base);
    g.fill('M120 140 Q122 100 168 92 L160 330 L128 330 Q114 330 114 316 Z', WHITE, 0.12);
    g.stroke('M124 142 Q200 104 276 142', t.darker, 4);
    g.fill(rect(258, 132, 10, 26, 4), t.lighter);
    g.fill(rect(128, 222, 144, 104, 24), t.dark);
    g.stroke(line(142, 246, 258, 246), t.darker, 4);
    g.fill(rect(236, 246, 10, 26, 4), t.lighter);
    g.fill(rect(182, 168, 36, 20, 5), t.lighter);
    g.stroke('M140 300 Q200 312 260 300', t.darker, 3, 0.6);
  },
  (g, t) => {
    // Back view: padded panel and S-curved shoulder straps, laptop sleeve at the top.
    shadow(g, 200, 340, 120);
    g.fill(rect(150, 70, 100, 40, 10), METAL_DARK);
    g.fill(rect(158, 62, 84, 18, 6), '#a9b0b8');
    g.fill('M112 136 Q112 86 200 86 Q288 86 288 136 L296 316 Q296 340 272 340 L128 340 Q104 340 104 316 Z', t.base);
    g.fill(rect(132, 120, 136, 190, 22), t.dark);
    for (const y of [150, 190, 230, 270]) g.stroke(line(140, y, 260, y), t.darker, 3, 0.7);
    g.stroke('M150 112 Q118 200 150 250 Q172 288 150 330', t.darker, 30);
    g.stroke('M250 112 Q282 200 250 250 Q228 288 250 330', t.darker, 30);
    g.stroke('M150 112 Q118 200 150 250 Q172 288 150 330', t.light, 4, 0.5);
    g.stroke('M250 112 Q282 200 250 250 Q228 288 250 330', t.light, 4, 0.5);
    g.fill(rect(136, 200, 128, 14, 6), t.lighter);
  },
];

const crossbody: [Painter, Painter] = [
  (g, t) => {
    shadow(g, 200, 330, 120);
    g.stroke('M106 200 Q110 60 200 56 Q290 60 294 200', t.dark, 9);
    g.fill('M96 196 L304 196 L316 312 Q318 330 298 330 L102 330 Q82 330 84 312 Z', t.base);
    g.fill('M96 196 L304 196 L310 262 Q200 286 90 262 Z', t.dark);
    g.stroke('M104 206 L296 206 L300 254 Q200 276 100 254 Z', t.lighter, 2, 0.5);
    g.fill(rect(186, 250, 28, 36, 6), '#d4ac0d');
    g.fill(rect(193, 258, 14, 18, 4), '#9a7d0a');
    g.fill(rect(98, 186, 20, 20, 5), '#d4ac0d');
    g.fill(rect(282, 186, 20, 20, 5), '#d4ac0d');
    g.fill('M100 270 L110 322 L130 322 Z', WHITE, 0.1);
  },
  (g, t) => {
    // Close-up: flap with the turn-lock clasp and stitching.
    g.fill('M20 60 L380 60 L390 380 L10 380 Z', t.base);
    g.fill('M20 60 L380 60 L384 250 Q200 300 16 250 Z', t.dark);
    g.stroke('M34 74 L366 74 L370 238 Q200 284 30 238 Z', t.lighter, 3, 0.45);
    g.fill(rect(150, 200, 100, 110, 18), '#d4ac0d');
    g.fill(rect(166, 216, 68, 78, 12), '#9a7d0a');
    g.fill(rect(186, 230, 28, 50, 8), '#f4d03f');
    g.fill(ellipse(120, 150, 60, 30), WHITE, 0.08);
  },
];

const luggage: [Painter, Painter] = [
  (g, t) => {
    shadow(g, 200, 340, 100);
    g.stroke(line(170, 110, 170, 40), METAL_DARK, 8);
    g.stroke(line(230, 110, 230, 40), METAL_DARK, 8);
    g.fill(rect(160, 32, 80, 18, 8), INK);
    g.fill(rect(120, 100, 160, 228, 22), t.base);
    for (const x of [150, 180, 220, 250]) g.fill(rect(x - 3, 118, 6, 190, 3), t.dark);
    g.fill(rect(120, 200, 160, 14), t.darker);
    g.fill(rect(126, 106, 22, 216, 11), WHITE, 0.18);
    g.fill(rect(132, 322, 22, 20, 7), INK);
    g.fill(rect(246, 322, 22, 20, 7), INK);
    g.fill(rect(280, 150, 10, 60, 4), INK);
  },
  (g, t) => {
    // Three-quarter view: side depth, spinner wheels, handle extended.
    shadow(g, 210, 350, 120);
    g.stroke(line(166, 90, 160, 24), METAL_DARK, 9);
    g.stroke(line(222, 92, 224, 26), METAL_DARK, 9);
    g.fill('M150 20 L236 22 L236 38 L150 36 Z', INK);
    g.fill('M230 96 L300 120 L296 330 L230 338 Z', t.dark);
    g.fill(rect(104, 92, 130, 250, 20), t.base);
    for (const x of [136, 168, 200]) g.fill(rect(x - 4, 112, 8, 210, 4), t.dark);
    for (const x of [252, 276]) g.fill(rect(x - 3, 128, 6, 192, 3), t.darker);
    g.fill(rect(112, 100, 18, 232, 9), WHITE, 0.2);
    g.fill(circle(122, 348, 13), INK);
    g.fill(circle(216, 350, 13), INK);
    g.fill(circle(286, 338, 11), INK);
  },
];

// ---- clothing --------------------------------------------------------------------------------

const TEE = 'M150 80 Q200 104 250 80 L318 106 L356 176 L306 198 L290 172 L292 334 Q200 344 108 334 L110 172 L94 198 L44 176 L82 106 Z';

const tshirt: [Painter, Painter] = [
  (g, t) => {
    shadow(g, 200, 342, 110);
    g.fill(TEE, t.base);
    g.fill('M162 82 Q200 112 238 82 Q200 94 162 82 Z', t.darker);
    g.stroke('M152 82 Q200 122 248 82', t.dark, 9);
    g.stroke(line(52, 168, 100, 188), t.dark, 3);
    g.stroke(line(348, 168, 300, 188), t.dark, 3);
    g.stroke('M110 320 Q200 330 290 320', t.dark, 3);
    g.fill('M250 120 Q260 220 290 330 L292 172 Z', t.darker, 0.15);
    g.fill('M110 172 L112 330 Q130 240 130 150 Z', WHITE, 0.12);
  },
  (g, t) => {
    // Folded tees, stacked.
    shadow(g, 200, 330, 140);
    g.fill(rect(70, 250, 260, 78, 12), t.darker);
    g.fill(rect(70, 200, 260, 60, 12), t.dark);
    g.fill(rect(70, 110, 260, 110, 14), t.base);
    g.fill('M150 110 Q200 150 250 110 Z', t.darker);
    g.stroke('M146 112 Q200 158 254 112', t.dark, 10);
    g.fill('M70 130 L110 130 L100 220 L70 220 Z', t.dark, 0.5);
    g.fill('M330 130 L290 130 L300 220 L330 220 Z', t.dark, 0.5);
    g.stroke(line(86, 290, 314, 290), t.base, 3, 0.5);
  },
];

const sportshirt: [Painter, Painter] = [
  (g, t) => {
    // V-neck raglan sports tee on a hanger, with contrast side panels and sleeve stripes.
    shadow(g, 200, 350, 100);
    g.stroke('M200 44 Q200 28 212 28 Q224 28 222 42 Q220 52 200 60', METAL_DARK, 5);
    g.stroke('M200 60 L120 96 L280 96 Z', METAL_DARK, 5);
    g.with(translation(0, 14), () => {
      g.fill(TEE, t.base);
      g.fill('M150 80 L110 172 L94 198 L44 176 L82 106 Z', t.darker);
      g.fill('M250 80 L290 172 L306 198 L356 176 L318 106 Z', t.darker);
      g.fill('M160 82 L200 136 L240 82 Q200 96 160 82 Z', t.darker);
      g.stroke('M156 82 L200 142 L244 82', WHITE, 6);
      g.stroke(line(60, 150, 96, 170), WHITE, 5);
      g.stroke(line(340, 150, 304, 170), WHITE, 5);
      g.fill('M110 200 L128 200 L130 334 L108 334 Z', t.lighter, 0.6);
      g.fill('M290 200 L272 200 L270 334 L292 334 Z', t.lighter, 0.6);
      g.fill(rect(232, 140, 22, 14, 3), WHITE);
    });
  },
  (g, t) => {
    // Close-up of the breathable dry-fit mesh and a sleeve stripe.
    g.fill(rect(0, 0, 400, 400), t.base);
    const holes: Cmd[] = [];
    for (let y = 24; y < 400; y += 30) {
      for (let x = (y / 30) % 2 === 0 ? 20 : 35; x < 400; x += 30) holes.push(...poly(x - 6, y, x - 3, y - 5, x + 3, y - 5, x + 6, y, x + 3, y + 5, x - 3, y + 5));
    }
    g.fill(holes, t.darker);
    g.fill('M0 260 L400 180 L400 240 L0 320 Z', t.darker);
    g.fill('M0 276 L400 196 L400 214 L0 294 Z', WHITE);
    g.fill(rect(0, 0, 400, 400), WHITE, 0.06);
  },
];

const jacket: [Painter, Painter] = [
  (g, t) => {
    shadow(g, 200, 344, 120);
    // Hood behind the collar.
    g.fill('M150 84 Q150 36 200 36 Q250 36 250 84 L236 100 L164 100 Z', t.dark);
    g.fill('M140 84 L260 84 L316 104 Q340 130 346 230 L350 318 L314 322 L300 200 L298 336 L102 336 L100 200 L86 322 L50 318 L54 230 Q60 130 84 104 Z', t.base);
    g.fill('M84 104 L140 84 L150 160 L96 170 Q70 150 84 104 Z', t.dark);
    g.fill('M316 104 L260 84 L250 160 L304 170 Q330 150 316 104 Z', t.dark);
    g.fill(rect(100, 186, 200, 18), t.darker);
    g.stroke(line(200, 90, 200, 334), INK, 5);
    g.fill(rect(194, 110, 12, 22, 3), METAL);
    g.fill('M120 240 L160 230 L162 300 L122 304 Z', t.dark);
    g.fill('M280 240 L240 230 L238 300 L278 304 Z', t.dark);
    g.fill(rect(50, 300, 36, 20, 4), t.darker);
    g.fill(rect(314, 300, 36, 20, 4), t.darker);
    g.fill(rect(102, 322, 196, 14), t.darker);
  },
  (g, t) => {
    // Close-up: hood, collar and zipper pull.
    g.fill('M40 400 L60 160 Q70 80 200 60 Q330 80 340 160 L360 400 Z', t.base);
    g.fill('M110 180 Q110 70 200 64 Q290 70 290 180 Q250 150 200 150 Q150 150 110 180 Z', t.dark);
    g.fill('M140 200 Q200 170 260 200 L260 250 L140 250 Z', t.darker);
    g.stroke(line(200, 170, 200, 400), INK, 10);
    g.fill(rect(186, 250, 28, 64, 8), METAL);
    g.fill(rect(194, 266, 12, 30, 5), METAL_DARK);
    g.stroke('M200 170 Q150 160 120 230', t.lighter, 6);
    g.stroke('M200 170 Q250 160 280 230', t.lighter, 6);
    g.fill(rect(40, 330, 320, 24), t.darker);
  },
];

const dress: [Painter, Painter] = [
  (g, t) => {
    // Long-sleeve A-line dress on a hanger.
    shadow(g, 200, 360, 110);
    g.stroke('M200 40 Q200 24 212 24 Q224 24 222 38 Q220 48 200 56', METAL_DARK, 5);
    g.stroke('M200 56 L130 90 L270 90 Z', METAL_DARK, 5);
    g.fill('M160 80 Q200 100 240 80 L268 96 Q290 110 300 160 L322 290 L298 296 L272 180 L264 206 L344 352 L56 352 L136 206 L128 180 L102 296 L78 290 L100 160 Q110 110 132 96 Z', t.base);
    g.fill('M168 82 Q200 110 232 82 Q200 96 168 82 Z', t.darker);
    g.fill(rect(132, 194, 136, 18, 4), t.darker);
    g.fill('M138 212 L96 352 L146 352 Z', t.dark, 0.5);
    g.fill('M262 212 L304 352 L254 352 Z', t.dark, 0.5);
    g.fill('M200 212 L186 352 L214 352 Z', t.dark, 0.4);
    g.fill('M56 352 L344 352 L338 340 L62 340 Z', t.darker);
    g.fill(rect(78, 286, 24, 14, 5), t.dark);
    g.fill(rect(298, 286, 24, 14, 5), t.dark);
  },
  (g, t) => {
    // Close-up: waist tie with bow and the pleated skirt.
    g.fill(rect(0, 0, 400, 400), t.base);
    for (let x = -20; x < 420; x += 60) g.fill(poly(x, 220, x + 30, 220, x + 50, 400, x, 400), t.dark, 0.35);
    g.fill(rect(0, 170, 400, 50), t.darker);
    g.fill('M200 195 L120 150 Q100 190 120 240 Z', t.dark);
    g.fill('M200 195 L280 150 Q300 190 280 240 Z', t.dark);
    g.fill('M196 200 L150 330 L176 336 L204 210 Z', t.darker);
    g.fill('M204 200 L250 320 L226 330 L196 210 Z', t.darker);
    g.fill(ellipse(200, 195, 24, 22), t.darker);
    g.fill(ellipse(80, 80, 90, 50), WHITE, 0.1);
  },
];

const hijab: [Painter, Painter] = [
  (g, t) => {
    // Worn on a faceless mannequin head.
    g.fill('M200 56 Q300 56 308 170 Q314 236 360 300 Q382 344 350 356 L50 356 Q18 344 40 300 Q86 236 92 170 Q100 56 200 56 Z', t.base);
    g.stroke('M44 306 Q30 340 56 350 L344 350 Q370 340 356 306', t.darker, 6);
    g.fill(ellipse(200, 176, 56, 72), SKIN);
    g.stroke('M148 170 Q150 106 200 104 Q250 106 252 170', t.dark, 8);
    g.stroke('M150 200 Q160 250 200 256 Q240 250 250 200', t.dark, 6, 0.6);
    g.stroke('M110 250 Q150 300 120 352', t.dark, 5, 0.5);
    g.stroke('M290 250 Q250 300 280 352', t.dark, 5, 0.5);
    g.stroke('M200 270 Q190 310 200 352', t.dark, 5, 0.4);
    g.fill('M120 110 Q150 70 200 68 Q140 90 118 170 Z', WHITE, 0.2);
    g.fill(circle(286, 218, 6), t.lighter);
  },
  (g, t) => {
    // Square scarves folded and stacked, in three shades.
    shadow(g, 200, 330, 150);
    g.fill(rect(60, 260, 280, 64, 10), t.darker);
    g.fill(rect(60, 196, 280, 72, 10), t.dark);
    g.fill(rect(60, 120, 280, 84, 10), t.base);
    g.fill(poly(60, 120, 200, 204, 60, 204), t.light, 0.6);
    g.stroke(line(70, 132, 330, 132), t.lighter, 2, 0.6);
    g.stroke(line(70, 280, 330, 280), t.base, 2, 0.6);
  },
];

// ---- footwear --------------------------------------------------------------------------------

const sneakers: [Painter, Painter] = [
  (g, t) => {
    shadow(g, 200, 330, 150);
    g.fill('M66 292 L70 206 Q72 182 94 180 L150 176 Q172 176 188 196 L232 240 Q254 252 294 256 Q342 262 348 292 Z', t.base);
    g.fill('M66 292 L70 214 Q72 192 92 190 L104 190 L106 292 Z', t.dark);
    g.fill('M288 256 Q342 262 348 292 L294 292 Q282 272 288 256 Z', t.light);
    g.fill('M128 182 Q136 146 168 156 L190 198 Z', t.dark);
    for (let i = 0; i < 4; i++) {
      const x = 160 + i * 20;
      g.stroke(line(x - 6, 192 + i * 14, x + 10, 182 + i * 14), WHITE, 5);
    }
    g.fill('M60 292 L342 292 Q354 292 352 306 L350 318 Q348 328 336 328 L72 328 Q58 328 58 314 Z', '#f4f4f4');
    g.stroke(line(64, 304, 348, 304), '#c9c9c9', 3);
    g.fill(rect(120, 232, 70, 10, 5), t.lighter);
  },
  (g, t) => {
    // A pair seen from above.
    const shoe = () => {
      g.fill('M0 -130 Q44 -130 48 -60 L50 60 Q50 130 0 132 Q-50 130 -50 60 L-48 -60 Q-44 -130 0 -130 Z', '#f4f4f4');
      g.fill('M0 -120 Q36 -120 38 -60 L40 60 Q40 120 0 122 Q-40 120 -40 60 L-38 -60 Q-36 -120 0 -120 Z', t.base);
      g.fill(ellipse(0, 74, 26, 40), t.darker);
      g.fill(rect(-16, -40, 32, 90, 10), t.dark);
      for (let i = 0; i < 5; i++) g.stroke(line(-14, -30 + i * 16, 14, -30 + i * 16), WHITE, 4);
      g.fill(ellipse(0, -96, 28, 20), t.light);
    };
    g.with(rotation(-8, 140, 200), () => g.with(translation(140, 200), shoe));
    g.with(rotation(8, 260, 200), () => g.with(translation(260, 200), shoe));
  },
];

const runningshoes: [Painter, Painter] = [
  (g, t) => {
    // Facing left: thick wavy midsole, swoosh stripe, heel tab.
    shadow(g, 200, 336, 150);
    g.with([-1, 0, 0, 1, 400, 0], () => {
      g.fill('M70 282 L78 210 Q82 186 104 184 L150 186 Q170 188 190 208 L236 244 Q262 256 300 258 Q344 264 350 288 Z', t.base);
      g.fill('M76 198 L70 168 Q72 160 82 162 L100 186 Z', t.darker);
      g.fill('M110 262 Q200 212 312 262 Q200 236 110 262 Z', WHITE);
      g.fill('M150 190 Q162 160 184 170 L204 214 Z', t.dark);
      for (let i = 0; i < 4; i++) g.stroke(line(170 + i * 18, 206 + i * 11, 186 + i * 18, 196 + i * 11), WHITE, 4);
      g.fill('M62 286 Q60 330 90 334 L300 334 Q340 332 352 300 L350 286 Q300 306 200 300 Q120 296 62 286 Z', '#f4f4f4');
      g.stroke('M70 318 Q150 308 220 318 Q280 326 344 306', t.light, 5);
      g.fill('M86 330 L330 330 L324 340 L92 340 Z', INK);
    });
  },
  (g, t) => {
    // Sole seen from below: tread pattern.
    shadow(g, 200, 360, 90);
    g.with(rotation(14, 200, 200), () => {
      g.fill('M200 30 Q270 32 270 130 Q268 200 256 250 Q250 370 200 372 Q150 370 146 250 Q132 200 130 130 Q130 32 200 30 Z', INK);
      g.fill('M200 44 Q256 46 256 130 Q254 196 244 248 Q238 356 200 358 Q162 356 158 248 Q146 196 144 130 Q144 46 200 44 Z', t.base);
      for (let y = 70; y < 340; y += 26) g.stroke(line(160, y, 240, y + 10), t.darker, 7);
      g.fill(ellipse(200, 290, 30, 44), t.light, 0.6);
    });
  },
];

// ---- electronics -----------------------------------------------------------------------------

const powerbank: [Painter, Painter] = [
  (g, t) => {
    // Lying on the table, seen from above at an angle, its USB-C cable coiled beside it.
    shadow(g, 190, 318, 160, 22);
    g.fill('M60 222 L250 160 L346 206 L156 270 Z', t.light);
    g.fill('M60 222 L156 270 L156 304 L60 256 Z', t.darker);
    g.fill('M156 270 L346 206 L346 240 L156 304 Z', t.dark);
    g.fill('M84 222 L248 170 L320 206 L156 258 Z', t.base);
    g.fill(poly(214, 186, 184, 214, 204, 214, 190, 240, 226, 208, 206, 208, 222, 186), '#f7dc6f');
    for (let i = 0; i < 4; i++) g.fill(ellipse(236 + i * 18, 236 - i * 6, 4, 3), i < 3 ? '#5dade2' : t.light);
    g.fill(rect(170, 282, 22, 8, 3), INK);
    g.stroke('M180 290 Q190 340 250 340 Q330 340 340 300 Q350 260 300 262 Q262 266 272 300 Q282 326 330 326', '#ecf0f1', 8);
    g.fill(rect(322, 318, 30, 16, 4), '#bdc3c7');
  },
  (g, t) => {
    // Charging a phone.
    shadow(g, 200, 346, 150);
    g.fill(rect(60, 150, 120, 190, 22), t.base);
    g.fill(poly(128, 200, 100, 246, 118, 246, 108, 290, 140, 236, 122, 236, 128, 200), '#f7dc6f');
    g.fill(rect(224, 60, 130, 280, 24), INK);
    g.fill(rect(234, 76, 110, 244, 12), '#eaf2f8');
    g.fill(rect(264, 150, 50, 84, 8), '#58d68d');
    g.fill(rect(280, 140, 18, 12, 3), '#58d68d');
    g.fill(rect(272, 164, 34, 60, 4), '#abebc6');
    g.stroke('M120 150 Q120 90 180 90 Q230 90 240 150 Q250 330 289 344', '#ecf0f1', 7);
  },
];

/** A stem earbud at the origin, stem down, speaker mesh on the left. */
function bud(g: Drawing, color: string, accent: string): void {
  g.fill(ellipse(0, 0, 30, 26), color);
  g.fill(rect(-9, 6, 18, 76, 9), color);
  g.fill(ellipse(-22, -4, 7, 12), accent);
  g.fill(ellipse(6, -12, 10, 6), WHITE, 0.45);
}

const earbuds: [Painter, Painter] = [
  (g, t) => {
    // The open charging case with both earbuds seated, lid up.
    shadow(g, 200, 330, 130);
    g.fill(rect(96, 70, 208, 120, 50), t.dark);
    g.fill(rect(110, 84, 180, 96, 40), t.darker);
    g.with(translation(158, 176), () => g.with(rotation(-12), () => bud(g, WHITE, '#5d6d7e')));
    g.with(translation(242, 176), () => g.with([-1, 0, 0, 1, 0, 0], () => g.with(rotation(-12), () => bud(g, WHITE, '#5d6d7e'))));
    g.fill('M92 200 L308 200 L308 270 Q308 326 252 326 L148 326 Q92 326 92 270 Z', t.base);
    g.fill(rect(92, 200, 216, 14), t.darker);
    g.fill(circle(200, 290, 6), '#58d68d');
    g.fill('M108 226 L126 226 Q132 292 170 312 Q112 304 108 260 Z', WHITE, 0.18);
  },
  (g, t) => {
    // One earbud and the closed case, close up.
    shadow(g, 220, 350, 150);
    g.fill(rect(40, 200, 230, 140, 60), t.base);
    g.fill(rect(40, 254, 230, 8), t.darker);
    g.fill(circle(155, 300, 7), '#58d68d');
    g.with(translation(290, 120), () => g.with(scaling(2), () => g.with(rotation(-20), () => bud(g, WHITE, '#5d6d7e'))));
  },
];

const redmibuds: [Painter, Painter] = [
  (g, t) => {
    // Closed pebble case with the two stem buds in front of it.
    shadow(g, 200, 334, 150);
    g.fill(ellipse(170, 200, 120, 96), t.base);
    g.fill(rect(50, 178, 240, 8), t.darker);
    g.fill(ellipse(130, 150, 50, 28), WHITE, 0.18);
    g.fill(circle(170, 250, 5), WHITE);
    g.with(translation(300, 226), () => g.with(rotation(12), () => bud(g, '#f4f4f4', '#5d6d7e')));
    g.with(translation(350, 244), () => g.with([-1, 0, 0, 1, 0, 0], () => g.with(rotation(8), () => bud(g, '#f4f4f4', '#5d6d7e'))));
  },
  (g, t) => {
    // The pair of earbuds, large, the case behind them.
    shadow(g, 200, 344, 170);
    g.fill(ellipse(250, 250, 120, 90), t.base);
    g.fill(rect(130, 232, 240, 8), t.darker);
    g.fill(ellipse(220, 196, 56, 26), WHITE, 0.2);
    g.with(translation(120, 150), () => g.with(scaling(1.7), () => g.with(rotation(8), () => bud(g, '#f4f4f4', '#5d6d7e'))));
    g.with(translation(236, 190), () => g.with(scaling(1.5), () => g.with([-1, 0, 0, 1, 0, 0], () => g.with(rotation(14), () => bud(g, '#f4f4f4', '#5d6d7e')))));
  },
];

const mouse: [Painter, Painter] = [
  (g, t) => {
    // Gaming mouse from above, RGB light strip in the product colour.
    shadow(g, 200, 350, 90);
    g.fill('M200 56 Q272 56 280 150 Q288 250 262 312 Q242 348 200 348 Q158 348 138 312 Q112 250 120 150 Q128 56 200 56 Z', INK);
    g.fill('M200 66 L200 170 L128 170 Q132 70 200 66 Z', '#3b3e45');
    g.fill('M200 66 L200 170 L272 170 Q268 70 200 66 Z', '#34373d');
    g.fill(rect(192, 92, 16, 44, 8), METAL_DARK);
    g.stroke('M132 190 Q126 260 152 318', t.base, 8);
    g.stroke('M268 190 Q274 260 248 318', t.base, 8);
    g.fill(poly(186, 230, 214, 230, 200, 262), t.base);
    g.stroke('M200 56 Q196 30 214 18', INK, 6);
  },
  (g, t) => {
    // Side view with thumb buttons.
    shadow(g, 200, 310, 160);
    g.fill('M40 300 Q40 200 140 170 Q240 150 330 200 Q370 230 364 300 Z', INK);
    g.fill('M44 292 L362 292 L360 304 L46 304 Z', t.base);
    g.fill(rect(150, 214, 50, 20, 8), '#50545c');
    g.fill(rect(206, 214, 50, 20, 8), '#50545c');
    g.stroke('M80 250 Q180 228 320 248', t.base, 6);
    g.fill(ellipse(150, 186, 60, 14), WHITE, 0.08);
  },
];

const keyboard: [Painter, Painter] = [
  (g, t) => {
    // 68-key layout from above.
    shadow(g, 200, 300, 170);
    g.fill(rect(26, 110, 348, 176, 16), t.darker);
    const u = 21.2;
    const rows: number[][] = [
      [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 1],
      [1.5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1.5, 1],
      [1.75, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2.25, 1],
      [2.25, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1.75, 1, 1],
      [1.25, 1.25, 1.25, 6.25, 1, 1, 1, 1, 1, 1],
    ];
    const keys: Cmd[] = [];
    const accents: Cmd[] = [];
    rows.forEach((row, r) => {
      let x = 40;
      row.forEach((w, k) => {
        const accent = (r === 0 && k === 0) || (r === 2 && k === row.length - 2) || (r === 4 && k === 3);
        (accent ? accents : keys).push(...rect(x + 1.5, 124 + r * u + 1.5, w * u - 3, u - 3, 3));
        x += w * u;
      });
    });
    g.fill(keys, '#eceff1').fill(accents, t.base);
    g.stroke('M200 110 Q200 70 240 60 Q290 50 300 20', INK, 6);
  },
  (g, t) => {
    // Close-up: keycaps with one pulled off, showing the hot-swap switch.
    g.fill(rect(0, 0, 400, 400), t.darker);
    for (let r = 0; r < 3; r++) {
      for (let c = 0; c < 3; c++) {
        if (r === 1 && c === 1) continue;
        const x = 14 + c * 128;
        const y = 14 + r * 128;
        g.fill(rect(x, y, 116, 116, 14), '#cfd4d8');
        g.fill(rect(x + 14, y + 10, 88, 84, 12), r === 0 && c === 0 ? t.base : '#eceff1');
      }
    }
    g.fill(rect(162, 162, 76, 76, 8), INK);
    g.fill(rect(176, 176, 48, 48, 6), '#e74c3c');
    g.fill(rect(194, 184, 12, 32, 2), '#922b21');
    g.fill(rect(184, 194, 32, 12, 2), '#922b21');
  },
];

const phonecase: [Painter, Painter] = [
  (g, t) => {
    // The back of a phone in the clear magnetic case.
    shadow(g, 200, 356, 100);
    g.fill(rect(116, 40, 168, 312, 34), t.base);
    g.fill(rect(124, 48, 152, 296, 28), mix(t.lighter, '#ffffff', 0.3));
    g.fill(rect(140, 64, 72, 76, 18), t.light);
    g.fill(circle(160, 84, 13), INK);
    g.fill(circle(160, 120, 13), INK);
    g.fill(circle(192, 102, 13), INK);
    g.fill(circle(193, 78, 4), '#f7dc6f');
    g.fill([...circle(200, 230, 52), ...circle(200, 230, 44)], WHITE, 1, true);
    g.fill(rect(194, 290, 12, 26, 3), WHITE);
    g.fill(rect(128, 60, 14, 270, 7), WHITE, 0.35);
  },
  (g, t) => {
    // Close-up of the camera corner and the raised lip of the case.
    g.fill(rect(40, 40, 420, 420, 60), t.base);
    g.fill(rect(54, 54, 400, 400, 50), mix(t.lighter, '#ffffff', 0.3));
    g.fill(rect(80, 80, 200, 210, 44), t.light);
    g.fill(circle(134, 140, 38), INK);
    g.fill(circle(134, 140, 20), '#34495e');
    g.fill(circle(134, 236, 38), INK);
    g.fill(circle(134, 236, 20), '#34495e');
    g.fill(circle(224, 188, 38), INK);
    g.fill(circle(224, 188, 20), '#34495e');
    g.fill(circle(228, 110, 12), '#f7dc6f');
    g.fill([...circle(400, 400, 120), ...circle(400, 400, 100)], WHITE, 1, true);
  },
];

const ledstrip: [Painter, Painter] = [
  (g, t) => {
    // A coiled strip of glowing LEDs and its remote.
    const colors = ['#e74c3c', '#f39c12', t.base, '#2ecc71', '#3498db', '#9b59b6'];
    shadow(g, 180, 332, 150);
    g.stroke('M40 300 Q40 220 120 220 Q230 220 230 140 Q230 70 150 70 Q70 70 80 150', '#fdfefe', 26);
    g.stroke('M40 300 Q40 220 120 220 Q230 220 230 140 Q230 70 150 70 Q70 70 80 150', '#d5d8dc', 3);
    const pts = [[46, 268], [64, 234], [100, 222], [140, 220], [180, 212], [214, 188], [228, 150], [222, 110], [196, 80], [160, 70], [120, 74], [90, 96], [78, 130]];
    pts.forEach(([x, y], i) => {
      const c = colors[i % colors.length] ?? t.base;
      g.fill(circle(x ?? 0, y ?? 0, 18), c, 0.25);
      g.fill(rect((x ?? 0) - 7, (y ?? 0) - 7, 14, 14, 2), c);
    });
    g.fill(rect(270, 170, 76, 150, 16), INK);
    for (let r = 0; r < 4; r++) for (let c = 0; c < 3; c++) g.fill(circle(288 + c * 20, 200 + r * 26, 7), colors[(r * 3 + c) % colors.length] ?? WHITE);
  },
  (g, t) => {
    // Close-up of a strip segment with three LEDs lit.
    g.fill(rect(0, 0, 400, 400), '#1c1d21');
    g.fill(ellipse(200, 200, 220, 120), t.base, 0.25);
    g.fill(rect(-10, 140, 420, 120, 10), '#f8f9f9');
    for (const [x, c] of [[70, '#e74c3c'], [200, t.base], [330, '#3498db']] as const) {
      g.fill(circle(x, 200, 60), c, 0.35);
      g.fill(rect(x - 30, 170, 60, 60, 6), '#fdfefe');
      g.fill(circle(x, 200, 22), c);
    }
    for (const x of [135, 265]) g.fill(rect(x - 14, 150, 28, 100, 4), '#d4ac0d');
  },
];

const robotvacuum: [Painter, Painter] = [
  (g, t) => {
    shadow(g, 200, 312, 170, 26);
    g.fill(ellipse(200, 260, 168, 54), t.darker);
    g.fill(rect(32, 214, 336, 46), t.darker);
    g.fill(ellipse(200, 214, 168, 54), t.base);
    g.fill('M32 214 Q32 268 200 268 Q368 268 368 214 L368 232 Q368 290 200 290 Q32 290 32 232 Z', INK, 0.6);
    g.fill(ellipse(200, 196, 44, 16), t.dark);
    g.fill(rect(156, 170, 88, 26), t.dark);
    g.fill(ellipse(200, 170, 44, 16), t.light);
    g.fill(ellipse(120, 204, 60, 16), WHITE, 0.12);
    g.fill(ellipse(270, 226, 14, 5), '#58d68d');
  },
  (g, t) => {
    // Underside: wheels, roller brush and side brush.
    g.fill(circle(200, 200, 172), t.darker);
    g.fill(circle(200, 200, 156), '#3b3e45');
    g.fill(rect(110, 220, 180, 50, 12), INK);
    for (let x = 124; x < 290; x += 18) g.stroke(line(x, 226, x + 10, 264), t.light, 4);
    g.fill(rect(74, 150, 30, 70, 12), INK);
    g.fill(rect(296, 150, 30, 70, 12), INK);
    g.fill(circle(200, 90, 14), METAL);
    for (let k = 0; k < 3; k++) g.with(rotation(k * 120, 110, 110), () => g.stroke(line(110, 110, 110, 40), t.lighter, 4));
    g.fill(circle(110, 110, 12), t.base);
  },
];

// ---- home & kitchen --------------------------------------------------------------------------

const bottle: [Painter, Painter] = [
  (g, t) => {
    shadow(g, 200, 344, 70);
    g.fill(rect(162, 56, 76, 58, 14), INK);
    g.stroke('M168 70 Q140 70 140 92 Q140 112 164 110', INK, 8);
    g.fill(rect(152, 104, 96, 238, 34), t.base);
    g.fill(rect(152, 104, 96, 18), t.dark);
    g.fill(rect(152, 306, 96, 36, 18), METAL);
    g.fill(rect(166, 132, 14, 168, 7), WHITE, 0.32);
    g.fill(rect(188, 196, 44, 46, 6), t.light, 0.6);
  },
  (g, t) => {
    // Open, the lid beside it, and a glass of ice water.
    shadow(g, 200, 346, 160);
    g.fill(rect(70, 70, 120, 272, 40), t.base);
    g.fill(ellipse(130, 74, 56, 14), METAL);
    g.fill(ellipse(130, 74, 44, 9), METAL_DARK);
    g.fill(rect(70, 300, 120, 42, 20), METAL);
    g.fill(rect(86, 100, 20, 190, 10), WHITE, 0.3);
    g.fill(rect(214, 276, 80, 62, 14), INK);
    g.stroke('M226 288 Q206 270 226 256 Q246 244 262 262', INK, 8);
    g.fill('M300 196 L360 196 L352 340 L308 340 Z', '#d6eaf8', 0.8);
    g.fill('M304 240 L356 240 L352 340 L308 340 Z', '#aed6f1');
    g.fill(rect(314, 250, 18, 18, 3), WHITE, 0.8);
    g.fill(rect(330, 276, 16, 16, 3), WHITE, 0.8);
  },
];

const blender: [Painter, Painter] = [
  (g, t) => {
    // Portable blender: clear cup with fruit, motor base, carry strap on the lid.
    shadow(g, 200, 348, 80);
    g.fill(rect(146, 50, 108, 40, 14), t.dark);
    g.stroke('M180 50 Q180 24 200 24 Q220 24 220 50', t.dark, 8);
    g.fill(rect(150, 86, 100, 190, 10), t.lighter, 0.55);
    g.fill(rect(150, 200, 100, 76), '#f5b041', 0.9);
    g.fill(circle(176, 190, 16), '#e74c3c');
    g.fill(circle(220, 176, 14), '#58d68d');
    g.fill(circle(200, 150, 12), '#f4d03f');
    g.fill(rect(160, 96, 12, 170, 6), WHITE, 0.45);
    g.fill(rect(142, 270, 116, 74, 18), t.base);
    g.fill(circle(200, 306, 12), WHITE);
    g.fill(circle(200, 306, 6), t.dark);
  },
  (g, t) => {
    // Close-up of the six-point blade on the motor base, from above.
    g.fill(circle(200, 210, 170), t.base);
    g.fill(circle(200, 210, 130), t.dark);
    g.fill(circle(200, 210, 110), METAL);
    for (let k = 0; k < 6; k++) g.with(rotation(k * 60 + 15, 200, 210), () => g.fill('M200 210 L190 120 Q200 104 212 120 Z', '#eef1f4'));
    g.fill(circle(200, 210, 20), METAL_DARK);
    g.fill(ellipse(130, 130, 50, 30), WHITE, 0.2);
  },
];

const knives: [Painter, Painter] = [
  (g, t) => {
    // Five knives in a slanted block and a chef's knife in front.
    shadow(g, 200, 340, 150);
    const handles: [number, number, number][] = [[150, 112, -24], [180, 98, -16], [210, 92, -8], [238, 92, 0], [264, 98, 8]];
    for (const [x, y, a] of handles) g.with(rotation(a, x, y + 50), () => g.fill(rect(x - 11, y - 10, 22, 70, 8), INK).fill(circle(x, y + 8, 3), METAL).fill(circle(x, y + 34, 3), METAL));
    g.fill(poly(112, 150, 294, 130, 320, 330, 100, 330), '#6d4c41');
    g.fill(poly(112, 150, 150, 146, 136, 330, 100, 330), '#8d6e63');
    g.fill(poly(112, 150, 294, 130, 296, 146, 114, 166), '#4e342e');
    for (const x of [150, 180, 210, 238, 264]) g.stroke(line(x - 8, 150 - (x - 150) * 0.1, x + 8, 150 - (x - 150) * 0.1), INK, 4);
    g.fill('M60 318 L240 300 Q300 296 344 316 L60 326 Z', t.lighter);
    g.fill(rect(20, 312, 56, 18, 6), INK);
  },
  (g, t) => {
    // The chef's knife on a cutting board.
    shadow(g, 200, 340, 180, 24);
    g.fill(rect(30, 90, 340, 240, 26), WOOD);
    g.fill(rect(30, 300, 340, 30, 14), '#b8874a');
    g.fill(circle(330, 130, 14), '#b8874a');
    for (const y of [140, 190, 250]) g.stroke(`M50 ${y} Q200 ${y - 14} 350 ${y + 6}`, '#c89550', 3);
    g.with(rotation(-20, 200, 200), () => {
      g.fill('M30 180 L250 180 Q380 186 380 200 Q320 226 250 226 L30 226 Z', METAL);
      g.fill('M30 180 L250 180 Q380 186 380 200 L30 200 Z', '#e5e8eb');
      g.fill(rect(-60, 180, 96, 46, 10), t.darker);
      for (const x of [-36, -12, 12]) g.fill(circle(x, 203, 5), METAL);
      g.fill(rect(28, 176, 12, 54, 3), METAL_DARK);
    });
  },
];

const organizer: [Painter, Painter] = [
  (g, t) => {
    // Clear acrylic 3-drawer organiser with brushes and lipsticks on top.
    shadow(g, 200, 340, 140);
    g.fill(rect(110, 60, 14, 110, 6), INK);
    g.fill(ellipse(117, 60, 12, 18), '#e6b8a2');
    g.fill(rect(140, 80, 14, 90, 6), '#d7bde2');
    g.fill(ellipse(147, 76, 10, 14), '#a569bd');
    g.fill(rect(230, 110, 20, 60, 4), METAL);
    g.fill(poly(230, 110, 250, 110, 250, 86, 230, 96), '#c0392b');
    g.fill(rect(262, 120, 20, 50, 4), '#d4ac0d');
    g.fill(poly(262, 120, 282, 120, 282, 100, 262, 108), '#e74c3c');
    g.fill(rect(56, 150, 288, 184, 10), t.dark);
    g.fill(rect(62, 156, 276, 172, 8), t.base, 0.7);
    const inside = ['#f1948a', '#f7dc6f', '#bb8fce'];
    for (let i = 0; i < 3; i++) {
      g.fill(rect(72, 166 + i * 54, 256, 46, 6), t.lighter, 0.85);
      g.fill(rect(90 + i * 60, 172 + i * 54, 70, 14, 5), inside[i] ?? WHITE, 0.7);
      g.fill(rect(176, 196 + i * 54, 48, 8, 4), t.darker);
    }
    g.fill(rect(64, 156, 10, 172, 5), WHITE, 0.5);
  },
  (g, t) => {
    // A drawer pulled out: compact, lipsticks, sponge.
    shadow(g, 200, 330, 170);
    g.fill(rect(40, 90, 320, 150, 12), t.base, 0.5);
    g.fill(poly(30, 220, 370, 220, 380, 320, 20, 320), t.lighter, 0.85);
    g.fill(rect(20, 300, 360, 24, 6), t.base);
    g.fill(rect(170, 306, 60, 10, 5), t.dark);
    g.fill(ellipse(110, 262, 54, 24), '#d7bde2');
    g.fill(ellipse(110, 258, 44, 18), '#f5eef8');
    for (const [x, c] of [[220, '#c0392b'], [256, '#e74c3c'], [292, '#a93226']] as const) {
      g.fill(rect(x - 12, 236, 24, 50, 4), METAL);
      g.fill(poly(x - 12, 236, x + 12, 236, x + 12, 214, x - 12, 224), c);
    }
    g.fill(ellipse(330, 270, 22, 14), '#f0b27a');
  },
];

const umbrella: [Painter, Painter] = [
  (g, t) => {
    shadow(g, 200, 350, 70);
    g.stroke(line(200, 90, 200, 322), '#555b61', 6);
    g.stroke('M200 318 L200 330 Q200 356 176 356 Q156 356 156 336', INK, 12);
    g.fill('M40 196 Q46 76 200 70 Q354 76 360 196 Q334 180 307 196 Q280 180 253 196 Q226 180 200 196 Q174 180 147 196 Q120 180 93 196 Q66 180 40 196 Z', t.base);
    for (const x of [93, 147, 253, 307]) g.stroke(`M200 72 Q${200 + (x - 200) * 0.55} 110 ${x} 194`, t.dark, 3);
    g.fill('M200 72 Q120 80 93 194 Q66 180 40 196 Q46 80 200 72 Z', WHITE, 0.15);
    g.fill('M200 72 Q280 80 307 194 Q334 180 360 196 Q354 80 200 72 Z', t.darker, 0.25);
    g.fill(rect(196, 52, 8, 22, 3), INK);
  },
  (g, t) => {
    // Folded, in its sleeve.
    shadow(g, 200, 342, 150);
    g.with(rotation(-20, 200, 200), () => {
      g.fill(rect(70, 160, 230, 76, 34), t.dark);
      g.fill('M90 170 L290 170 L296 226 L88 226 Z', t.base);
      for (const x of [130, 180, 230]) g.stroke(line(x, 174, x + 14, 224), t.dark, 3);
      g.fill(rect(292, 170, 58, 56, 18), INK);
      g.fill(rect(40, 190, 40, 16, 6), INK);
      g.stroke('M346 198 Q372 198 372 220', INK, 5);
    });
  },
];

const blocks: [Painter, Painter] = [
  (g, t) => {
    // Wooden blocks built into a small house, loose cubes beside it.
    shadow(g, 200, 334, 170);
    const cube = (x: number, y: number, s: number, c: string) => {
      g.fill(rect(x, y, s, s, 4), c);
      g.fill(rect(x + 5, y + 5, s - 10, s - 10, 3), WHITE, 0.15);
    };
    cube(100, 262, 66, t.base);
    cube(166, 262, 66, WOOD);
    cube(232, 262, 66, '#e74c3c');
    g.fill(rect(110, 208, 178, 54, 4), '#3498db');
    g.fill(poly(100, 208, 199, 120, 298, 208), '#f4d03f');
    g.fill(rect(186, 70, 26, 52, 4), WOOD);
    g.fill('M300 330 L300 274 Q300 252 322 252 Q344 252 344 274 L344 330 Z', '#9b59b6');
    cube(32, 286, 46, t.dark);
    g.fill(poly(338, 334, 386, 334, 362, 288), '#e67e22');
  },
  (g, t) => {
    // Close-up: a tower of cubes, arch and cylinder.
    shadow(g, 200, 356, 160);
    g.fill('M60 350 L60 270 L340 270 L340 350 L250 350 Q250 300 200 300 Q150 300 150 350 Z', WOOD);
    g.fill(rect(80, 180, 90, 90, 6), t.base);
    g.fill(rect(230, 180, 90, 90, 6), '#3498db');
    g.fill(rect(150, 90, 100, 90, 6), '#e74c3c');
    g.fill(ellipse(200, 40, 40, 14), '#f4d03f');
    g.fill(rect(160, 40, 80, 50), '#f4d03f');
    g.fill(ellipse(200, 40, 40, 14), '#f7dc6f');
    for (const [x, y] of [[125, 225], [275, 225], [200, 135]]) g.fill(circle(x ?? 0, y ?? 0, 16), WHITE, 0.4);
  },
];

// ---- beauty ----------------------------------------------------------------------------------

const serum: [Painter, Painter] = [
  (g, t) => {
    // Dropper bottle in front of its box.
    shadow(g, 210, 340, 130);
    g.fill(rect(226, 118, 104, 220, 6), t.light);
    g.fill(rect(236, 180, 84, 70, 4), WHITE, 0.7);
    g.fill(rect(136, 180, 116, 160, 22), t.base);
    g.fill(rect(170, 152, 48, 34, 6), INK);
    g.fill('M178 152 L178 104 Q178 78 194 78 Q210 78 210 104 L210 152 Z', INK);
    g.fill(rect(152, 224, 84, 70, 6), WHITE);
    g.fill(rect(164, 240, 60, 8, 4), t.dark);
    g.fill(rect(164, 256, 44, 6, 3), t.light);
    g.fill(rect(146, 196, 14, 130, 7), WHITE, 0.35);
    g.stroke(line(194, 190, 194, 320), t.darker, 5, 0.4);
  },
  (g, t) => {
    // The pipette and a drop of serum.
    shadow(g, 220, 352, 60, 8);
    g.with(rotation(20, 200, 200), () => {
      g.fill('M180 30 Q180 6 200 6 Q220 6 220 30 L222 100 L178 100 Z', INK);
      g.fill(rect(170, 96, 60, 24, 6), METAL_DARK);
      g.fill('M188 120 L212 120 L208 280 Q200 300 192 280 Z', WHITE, 0.85);
      g.fill('M191 200 L209 200 L207 280 Q200 294 193 280 Z', t.base);
    });
    g.fill('M160 300 Q146 326 160 340 Q174 326 160 300 Z', t.base);
    g.fill(ellipse(160, 352, 30, 6), t.base, 0.7);
  },
];

const skincareset: [Painter, Painter] = [
  (g, t) => {
    // Pump bottle, cream jar and tube.
    shadow(g, 200, 340, 160);
    g.fill(rect(70, 110, 84, 230, 18), t.base);
    g.fill(rect(94, 80, 36, 34, 4), t.darker);
    g.fill(rect(100, 58, 24, 24), t.darker);
    g.fill(rect(80, 46, 56, 16, 6), t.darker);
    g.fill(rect(84, 200, 56, 60, 6), WHITE, 0.8);
    g.fill(rect(168, 250, 110, 90, 16), t.light);
    g.fill(rect(162, 226, 122, 36, 10), t.darker);
    g.fill(rect(184, 282, 78, 30, 6), WHITE, 0.8);
    g.fill('M296 336 L292 170 Q292 150 312 150 L334 150 Q354 150 354 170 L348 336 Z', WHITE);
    g.fill(rect(294, 120, 60, 34, 8), t.base);
    g.fill(rect(304, 220, 40, 50, 4), t.base, 0.7);
    g.fill(rect(78, 120, 12, 200, 6), WHITE, 0.3);
  },
  (g, t) => {
    // The cream jar open, lid beside it.
    shadow(g, 200, 330, 170);
    g.fill(ellipse(290, 300, 90, 24), t.darker);
    g.fill(rect(200, 260, 180, 40), t.darker);
    g.fill(ellipse(290, 260, 90, 24), t.dark);
    g.fill(rect(40, 170, 220, 150, 24), t.base);
    g.fill(ellipse(150, 170, 110, 34), t.light);
    g.fill(ellipse(150, 170, 92, 26), '#fdf2e9');
    g.stroke('M110 170 Q130 150 150 166 Q170 182 190 160', '#f5cba7', 8);
    g.fill(rect(80, 230, 140, 50, 8), WHITE, 0.8);
  },
];

// ---- other -----------------------------------------------------------------------------------

const watch: [Painter, Painter] = [
  (g, t) => {
    shadow(g, 200, 360, 70);
    g.fill(rect(160, 20, 80, 110, 14), t.base);
    g.fill(rect(160, 270, 80, 110, 14), t.base);
    for (const y of [300, 326, 352]) g.fill(circle(200, y, 5), t.darker);
    g.stroke(line(172, 40, 172, 120), t.light, 2);
    g.fill(circle(200, 200, 96), METAL);
    g.fill(rect(292, 186, 20, 28, 6), METAL_DARK);
    g.fill(circle(200, 200, 82), '#fbf8ef');
    for (let k = 0; k < 12; k++) g.with(rotation(k * 30, 200, 200), () => g.fill(rect(197, 126, 6, k % 3 === 0 ? 20 : 10, 2), INK));
    g.with(rotation(-60, 200, 200), () => g.fill(rect(196, 150, 8, 54, 4), INK));
    g.with(rotation(60, 200, 200), () => g.fill(rect(197, 134, 6, 70, 3), INK));
    g.with(rotation(160, 200, 200), () => g.fill(rect(199, 128, 2, 80, 1), '#c0392b'));
    g.fill(circle(200, 200, 7), INK);
  },
  (g, t) => {
    // The strap with its buckle.
    shadow(g, 200, 330, 170);
    g.fill(rect(30, 170, 340, 90, 20), t.base);
    g.stroke(line(44, 184, 356, 184), t.light, 2);
    g.stroke(line(44, 246, 356, 246), t.light, 2);
    for (const x of [90, 130, 170, 210]) g.fill(ellipse(x, 215, 8, 10), t.darker);
    g.fill([...rect(250, 150, 90, 130, 20), ...rect(266, 166, 58, 98, 12)], METAL, 1, true);
    g.fill(rect(290, 160, 10, 110, 4), METAL_DARK);
    g.fill(rect(252, 158, 14, 114, 6), WHITE, 0.35);
  },
];

const figure: [Painter, Painter] = [
  (g, t) => {
    // A chibi anime figure on a clear round base.
    g.fill(ellipse(200, 340, 110, 24), '#d6eaf8', 0.8);
    g.fill(ellipse(200, 334, 110, 20), '#ebf5fb');
    g.fill(rect(180, 270, 16, 60, 6), SKIN);
    g.fill(rect(206, 270, 16, 60, 6), SKIN);
    g.fill(rect(172, 322, 28, 12, 5), INK);
    g.fill(rect(204, 322, 28, 12, 5), INK);
    g.fill('M160 290 L240 290 L226 200 L174 200 Z', '#2c3e50');
    g.fill(poly(174, 200, 226, 200, 200, 236), WHITE);
    g.fill(poly(192, 212, 208, 212, 200, 230), t.base);
    g.stroke(line(172, 210, 148, 262), SKIN, 12);
    g.stroke(line(228, 210, 256, 250), SKIN, 12);
    g.fill('M110 130 Q110 40 200 40 Q290 40 290 130 L300 230 L262 196 L268 150 L132 150 L138 196 L100 230 Z', t.base);
    g.fill(ellipse(200, 140, 74, 64), SKIN);
    g.fill('M126 130 Q130 70 200 66 Q270 70 274 130 L250 108 L236 126 L214 100 L196 124 L176 100 L160 126 L146 106 Z', t.base);
    g.fill(ellipse(172, 150, 12, 16), INK);
    g.fill(ellipse(228, 150, 12, 16), INK);
    g.fill(circle(176, 144, 4), WHITE);
    g.fill(circle(232, 144, 4), WHITE);
    g.stroke('M192 182 Q200 188 208 182', '#c0392b', 3);
    g.fill(ellipse(156, 172, 10, 5), '#f1948a', 0.6);
    g.fill(ellipse(244, 172, 10, 5), '#f1948a', 0.6);
  },
  (g, t) => {
    // Close-up of the face.
    g.with(scaling(2.1, 2.1, 200, 150), () => {
      g.fill('M110 130 Q110 40 200 40 Q290 40 290 130 L300 230 L262 196 L268 150 L132 150 L138 196 L100 230 Z', t.base);
      g.fill(ellipse(200, 140, 74, 64), SKIN);
      g.fill('M126 130 Q130 70 200 66 Q270 70 274 130 L250 108 L236 126 L214 100 L196 124 L176 100 L160 126 L146 106 Z', t.base);
      g.fill(ellipse(172, 150, 12, 16), INK);
      g.fill(ellipse(228, 150, 12, 16), INK);
      g.fill(circle(176, 144, 4), WHITE);
      g.fill(circle(232, 144, 4), WHITE);
      g.stroke('M192 182 Q200 188 208 182', '#c0392b', 3);
      g.fill(ellipse(156, 172, 10, 5), '#f1948a', 0.6);
      g.fill(ellipse(244, 172, 10, 5), '#f1948a', 0.6);
    });
  },
];

const tea: [Painter, Painter] = [
  (g, t) => {
    // Tea tin, a cup of oolong, leaves.
    shadow(g, 200, 340, 160);
    g.fill(rect(70, 110, 130, 230, 10), t.base);
    g.fill(rect(64, 90, 142, 40, 8), t.darker);
    g.fill(rect(86, 170, 98, 110, 6), '#fdf2d0');
    g.fill('M135 190 Q170 210 135 260 Q100 210 135 190 Z', t.dark);
    g.stroke(line(135, 200, 135, 250), '#fdf2d0', 3);
    g.fill(rect(76, 120, 14, 200, 7), WHITE, 0.2);
    g.fill('M226 250 L346 250 Q346 336 286 338 Q226 336 226 250 Z', '#fbfcfc');
    g.fill(ellipse(286, 252, 60, 12), '#c9a227');
    g.fill(ellipse(286, 252, 60, 12), '#d68910', 0.6);
    g.fill('M300 170 Q330 180 320 210 Q290 200 300 170 Z', t.base);
    g.fill('M250 186 Q270 160 290 190 Q266 206 250 186 Z', t.dark);
  },
  (g, t) => {
    // A clay teapot with rolled oolong leaves beside it.
    shadow(g, 200, 330, 170);
    g.fill('M90 200 Q40 180 30 140 Q60 150 100 190 Z', '#8e4a2f');
    g.stroke('M300 180 Q350 180 350 230 Q350 280 290 286', '#8e4a2f', 14);
    g.fill(ellipse(200, 250, 120, 84), '#a0522d');
    g.fill(ellipse(200, 176, 70, 16), '#8e4a2f');
    g.fill(ellipse(200, 160, 16, 10), '#6e3b23');
    g.fill(ellipse(150, 220, 40, 24), WHITE, 0.15);
    for (const [x, y] of [[60, 320], [84, 326], [110, 318], [330, 322], [356, 316], [346, 332]]) g.fill(ellipse(x ?? 0, y ?? 0, 12, 9), t.dark);
  },
];

const book: [Painter, Painter] = [
  (g, t) => {
    // Standing hardcover with a two-tone snake logo and the pages' edge.
    shadow(g, 210, 350, 130);
    g.fill(poly(270, 40, 300, 56, 300, 352, 270, 342), '#fdf2e9');
    for (let y = 70; y < 340; y += 16) g.stroke(line(274, y, 296, y + 6), '#e5d3c3', 2);
    g.fill(rect(100, 40, 172, 304, 6), t.base);
    g.fill(rect(100, 40, 26, 304, 4), t.darker);
    g.fill(rect(144, 80, 108, 14, 4), WHITE);
    g.fill(rect(144, 104, 80, 10, 4), t.lighter);
    g.fill('M190 160 Q190 140 210 140 L226 140 Q240 140 240 156 L240 200 L200 200 Q186 200 186 214 L186 228 Q166 228 166 210 Q166 186 190 186 Z', '#4b8bbe');
    g.fill('M236 268 Q236 288 216 288 L200 288 Q186 288 186 272 L186 228 L226 228 Q240 228 240 214 L240 200 Q260 200 260 218 Q260 242 236 242 Z', '#ffd43b');
    g.fill(circle(202, 154, 5), WHITE);
    g.fill(circle(224, 274, 5), WHITE);
    g.fill(rect(144, 308, 108, 10, 4), t.lighter);
  },
  (g, t) => {
    // Open on a page of code.
    shadow(g, 200, 334, 180);
    g.fill('M20 90 Q110 70 200 100 Q290 70 380 90 L380 320 Q290 300 200 330 Q110 300 20 320 Z', t.darker);
    g.fill('M30 84 Q110 64 196 92 L196 318 Q110 292 30 310 Z', '#fdfefe');
    g.fill('M204 92 Q290 64 370 84 L370 310 Q290 292 204 318 Z', '#f8f9f9');
    const colors = [t.base, '#ca6f1e', '#239b56', '#7d3c98', t.base, '#ca6f1e', '#239b56', t.base, '#7d3c98', t.base];
    colors.forEach((c, i) => {
      g.fill(rect(48 + (i % 3) * 12, 108 + i * 18, 60 + ((i * 37) % 70), 8, 3), c);
      g.fill(rect(224 + ((i + 1) % 3) * 12, 104 + i * 18, 50 + ((i * 53) % 80), 8, 3), colors[(i + 3) % colors.length] ?? c);
    });
    g.stroke(line(200, 98, 200, 326), '#d5d8dc', 3);
  },
];

const PAINTERS: Record<string, [Painter, Painter]> = {
  backpack, crossbody, luggage, tshirt, sportshirt, jacket, dress, hijab, sneakers, runningshoes,
  powerbank, earbuds, redmibuds, mouse, keyboard, phonecase, ledstrip, robotvacuum,
  bottle, blender, knives, organizer, umbrella, blocks, serum, skincareset, watch, figure, tea, book,
};

export const ILLUSTRATED = Object.keys(PAINTERS);

/** The scene of the demo picture `{image}-{view}` in `palette` colour. */
export function illustration(image: string, view: 1 | 2, palette: string): Scene {
  const painter = PAINTERS[image]?.[view - 1];
  if (!painter) throw new Error(`no illustration for ${image}`);
  const g = new Drawing();
  const t = tonesOf(palette);
  backdrop(g, t);
  painter(g, t);
  return g.scene();
}
