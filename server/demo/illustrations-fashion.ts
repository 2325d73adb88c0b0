// Demo illustrations: bags, clothes and shoes (see illustrations.ts).
import { circle, ellipse, line, poly, rect, rotation, translation, type Cmd } from './scene.ts';
import { INK, METAL, METAL_DARK, SKIN, WHITE, shadow, type Painter } from './illustration-kit.ts';

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


export const FASHION: Record<string, [Painter, Painter]> = { backpack, crossbody, luggage, tshirt, sportshirt, jacket, dress, hijab, sneakers, runningshoes };
