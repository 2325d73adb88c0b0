// Demo illustrations: home, beauty, toys, watch, tea and books (see illustrations.ts).
import { circle, ellipse, line, poly, rect, rotation, scaling } from './scene.ts';
import { INK, METAL, METAL_DARK, SKIN, WHITE, WOOD, shadow, type Painter } from './illustration-kit.ts';

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

export const HOME: Record<string, [Painter, Painter]> = { bottle, blender, knives, organizer, umbrella, blocks, serum, skincareset, watch, figure, tea, book };
