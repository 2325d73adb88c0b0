// Demo illustrations: gadgets (see illustrations.ts).
import { circle, ellipse, line, mix, poly, rect, rotation, scaling, translation, type Cmd, type Drawing } from './scene.ts';
import { INK, METAL, METAL_DARK, WHITE, shadow, type Painter } from './illustration-kit.ts';

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


export const GADGETS: Record<string, [Painter, Painter]> = { powerbank, earbuds, redmibuds, mouse, keyboard, phonecase, ledstrip, robotvacuum };
