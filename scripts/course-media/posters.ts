// Runs IN THE BROWSER (page.evaluate from scripts/make-course-videos.ts): one poster per course,
// an illustration of its topic drawn on a <canvas>, returned as a PNG data URL. Self-contained.

export type PosterScene = 'sourcing' | 'landed' | 'lartas' | 'quickstart' | 'reselling';

export interface PosterSpec {
  slug: string;
  scene: PosterScene;
  title: string;
  /** Background colours (top-left, bottom-right) and the accent. */
  colors: [string, string, string];
}

export const POSTERS: PosterSpec[] = [
  { slug: 'sourcing-1688-pemula', scene: 'sourcing', title: 'Sourcing dari 1688', colors: ['#fff4e8', '#ffd9b8', '#e4572e'] },
  { slug: 'harga-landed-bea-ppn-pph', scene: 'landed', title: 'Harga landed: bea masuk, PPN, PPh', colors: ['#eaf4fb', '#c5e1f2', '#2e86ab'] },
  { slug: 'lartas-kode-hs', scene: 'lartas', title: 'Lartas dan kode HS', colors: ['#ecf7ef', '#c8e8d1', '#3b8b5a'] },
  { slug: 'mulai-impor-10-menit', scene: 'quickstart', title: 'Mulai impor dalam 10 menit', colors: ['#f4eefa', '#dccbee', '#8e5fb8'] },
  { slug: 'jualan-ulang-marketplace', scene: 'reselling', title: 'Jualan ulang di marketplace', colors: ['#fff8e1', '#ffe3a3', '#d08c00'] },
];

export function drawPosterInPage(input: { poster: PosterSpec; width: number; height: number }): string {
  const { poster, width: W, height: H } = input;
  const [bg1, bg2, accent] = poster.colors;
  const canvas = document.createElement('canvas');
  canvas.width = W;
  canvas.height = H;
  const c = canvas.getContext('2d');
  if (!c) throw new Error('no 2d context');
  const ink = '#1d2433';

  const box = (x: number, y: number, w: number, h: number, fill: string, label?: string): void => {
    c.fillStyle = fill;
    c.fillRect(x, y, w, h);
    c.strokeStyle = 'rgba(0,0,0,0.35)';
    c.lineWidth = 1.5;
    c.strokeRect(x, y, w, h);
    c.beginPath();
    c.moveTo(x + w / 2, y);
    c.lineTo(x + w / 2, y + h * 0.35);
    c.stroke();
    if (label) {
      c.fillStyle = '#ffffff';
      c.font = 'bold 11px sans-serif';
      c.textAlign = 'center';
      c.fillText(label, x + w / 2, y + h * 0.75);
      c.textAlign = 'left';
    }
  };
  const round = (x: number, y: number, w: number, h: number, r: number): void => {
    c.beginPath();
    c.roundRect(x, y, w, h, r);
  };
  const text = (s: string, x: number, y: number, font: string, color = ink, align: CanvasTextAlign = 'left'): void => {
    c.font = font;
    c.fillStyle = color;
    c.textAlign = align;
    c.fillText(s, x, y);
    c.textAlign = 'left';
  };

  const bg = c.createLinearGradient(0, 0, W, H);
  bg.addColorStop(0, bg1);
  bg.addColorStop(1, bg2);
  c.fillStyle = bg;
  c.fillRect(0, 0, W, H);

  switch (poster.scene) {
    case 'sourcing': {
      // Sea, two coasts, a dashed route from the Chinese coast to Java; a ship, a plane, boxes.
      c.fillStyle = '#bfe3f5';
      c.fillRect(0, 40, W, 170);
      c.fillStyle = '#9ccf8a';
      c.beginPath();
      c.moveTo(0, 40); c.lineTo(210, 40); c.bezierCurveTo(190, 70, 150, 80, 120, 110); c.bezierCurveTo(90, 130, 40, 120, 0, 140);
      c.fill();
      c.beginPath();
      c.ellipse(360, 200, 120, 22, -0.08, 0, Math.PI * 2);
      c.fill();
      c.beginPath();
      c.ellipse(300, 150, 40, 18, 0.4, 0, Math.PI * 2);
      c.fill();
      text('Tiongkok', 30, 72, 'bold 13px sans-serif');
      text('Indonesia', 330, 204, 'bold 13px sans-serif');
      c.setLineDash([7, 6]);
      c.strokeStyle = accent;
      c.lineWidth = 3;
      c.beginPath();
      c.moveTo(120, 112); c.bezierCurveTo(200, 130, 260, 120, 350, 190);
      c.stroke();
      c.setLineDash([]);
      // Ship.
      c.fillStyle = ink;
      c.beginPath();
      c.moveTo(205, 140); c.lineTo(265, 140); c.lineTo(255, 155); c.lineTo(212, 155);
      c.fill();
      box(215, 126, 14, 14, '#e4572e');
      box(231, 126, 14, 14, '#2e86ab');
      box(247, 130, 10, 10, '#f2a541');
      // Plane.
      c.save();
      c.translate(330, 75);
      c.rotate(0.35);
      c.fillStyle = '#ffffff';
      c.strokeStyle = ink;
      round(-24, -5, 48, 10, 5); c.fill(); c.stroke();
      c.beginPath(); c.moveTo(-4, 0); c.lineTo(-14, -22); c.lineTo(4, 0); c.lineTo(-14, 22); c.closePath(); c.fill(); c.stroke();
      c.restore();
      // Warehouse stack with the 1688 label.
      box(40, 160, 44, 36, accent, '1688');
      box(88, 172, 34, 24, '#c97b3b');
      box(60, 128, 36, 30, '#d9893f');
      text('¥ → Rp', 140, 190, 'bold 16px sans-serif', accent);
      break;
    }
    case 'landed': {
      // A receipt with the worked example and a stacked bar of what makes the landed cost.
      c.save();
      c.shadowColor = 'rgba(0,0,0,0.18)';
      c.shadowBlur = 10;
      c.fillStyle = '#ffffff';
      c.fillRect(40, 30, 200, 190);
      c.restore();
      text('RINCIAN BIAYA', 56, 54, 'bold 12px monospace', accent);
      const rows: [string, string][] = [['CIF', '774.400'], ['Bea masuk', '59.000'], ['PPN 11%', '91.674'], ['PPh', '0']];
      rows.forEach(([k, v], i) => {
        text(k, 56, 82 + i * 22, '12px monospace');
        text(v, 224, 82 + i * 22, '12px monospace', ink, 'right');
      });
      c.strokeStyle = ink;
      c.setLineDash([4, 3]);
      c.beginPath(); c.moveTo(56, 166); c.lineTo(224, 166); c.stroke();
      c.setLineDash([]);
      text('Total', 56, 188, 'bold 13px monospace');
      text('925.074', 224, 188, 'bold 13px monospace', accent, 'right');
      const parts: [number, string, string][] = [[774_400, '#8fb8d6', 'CIF'], [59_000, '#2e86ab', 'Bea'], [91_674, '#1b4f72', 'PPN']];
      let y = 220;
      const scale = 180 / 925_074;
      for (const [value, color, label] of parts) {
        const h = value * scale;
        c.fillStyle = color;
        c.fillRect(300, y - h, 70, h);
        text(label, 380, y - h / 2 + 4, 'bold 11px sans-serif');
        y -= h;
      }
      text('Rp', 290, 30, 'bold 18px sans-serif', accent);
      // Calculator.
      round(410, 120, 50, 80, 6); c.fillStyle = ink; c.fill();
      c.fillStyle = '#cde8c2'; c.fillRect(416, 127, 38, 14);
      for (let r = 0; r < 3; r++) for (let k = 0; k < 3; k++) { c.fillStyle = '#ffffff'; c.fillRect(417 + k * 13, 148 + r * 16, 9, 11); }
      break;
    }
    case 'lartas': {
      // An HS code tag with its parts named, a shield with a tick and the permits' stamps.
      round(30, 50, 250, 110, 10); c.fillStyle = '#ffffff'; c.fill();
      c.strokeStyle = accent; c.lineWidth = 2; c.stroke();
      c.beginPath(); c.arc(48, 68, 6, 0, Math.PI * 2); c.fillStyle = bg2; c.fill();
      text('HS', 64, 74, 'bold 13px sans-serif', accent);
      text('8517.13.00', 48, 118, 'bold 34px monospace');
      const marks: [number, number, string][] = [[48, 42, 'bab'], [90, 42, 'pos'], [132, 40, 'subpos'], [176, 60, 'tarif']];
      for (const [x, w, label] of marks) {
        c.fillStyle = accent; c.fillRect(x, 126, w - 6, 3);
        text(label, x, 145, '11px sans-serif', '#4a5568');
      }
      for (let i = 0; i < 28; i++) { c.fillStyle = ink; c.fillRect(40 + i * 8, 172, i % 3 === 0 ? 4 : 2, 38); }
      // Shield.
      c.beginPath();
      c.moveTo(370, 40); c.lineTo(430, 62); c.lineTo(424, 140); c.quadraticCurveTo(400, 185, 370, 200);
      c.quadraticCurveTo(340, 185, 316, 140); c.lineTo(310, 62); c.closePath();
      c.fillStyle = accent; c.fill();
      c.strokeStyle = '#ffffff'; c.lineWidth = 8; c.lineCap = 'round';
      c.beginPath(); c.moveTo(345, 118); c.lineTo(364, 138); c.lineTo(398, 96); c.stroke();
      c.lineCap = 'butt';
      const stamps: [number, number, string, number][] = [[296, 204, 'BPOM', -0.15], [440, 202, 'SNI', 0.12]];
      for (const [x, y, label, angle] of stamps) {
        c.save(); c.translate(x, y); c.rotate(angle);
        c.strokeStyle = '#c0392b'; c.lineWidth = 2.5;
        round(-32, -15, 64, 30, 6); c.stroke();
        text(label, 0, 6, 'bold 15px sans-serif', '#c0392b', 'center');
        c.restore();
      }
      break;
    }
    case 'quickstart': {
      // A stopwatch at ten minutes and four numbered steps along a path.
      const cx = 120, cy = 130, r = 70;
      c.fillStyle = ink; c.fillRect(cx - 10, cy - r - 22, 20, 14);
      c.beginPath(); c.arc(cx, cy, r + 8, 0, Math.PI * 2); c.fillStyle = ink; c.fill();
      c.beginPath(); c.arc(cx, cy, r, 0, Math.PI * 2); c.fillStyle = '#ffffff'; c.fill();
      c.beginPath(); c.moveTo(cx, cy); c.arc(cx, cy, r - 6, -Math.PI / 2, -Math.PI / 2 + (Math.PI * 2) / 6); c.closePath();
      c.fillStyle = accent; c.globalAlpha = 0.35; c.fill(); c.globalAlpha = 1;
      for (let i = 0; i < 12; i++) {
        const a = (i / 12) * Math.PI * 2;
        c.strokeStyle = ink; c.lineWidth = i % 3 === 0 ? 3 : 1.5;
        c.beginPath(); c.moveTo(cx + Math.sin(a) * (r - 12), cy - Math.cos(a) * (r - 12)); c.lineTo(cx + Math.sin(a) * (r - 4), cy - Math.cos(a) * (r - 4)); c.stroke();
      }
      c.strokeStyle = accent; c.lineWidth = 4; c.lineCap = 'round';
      c.beginPath(); c.moveTo(cx, cy); c.lineTo(cx + Math.sin(Math.PI / 3) * (r - 18), cy - Math.cos(Math.PI / 3) * (r - 18)); c.stroke();
      c.lineCap = 'butt';
      text('10', cx, cy + 34, 'bold 18px sans-serif', ink, 'center');
      text('menit', cx, cy + 50, '11px sans-serif', ink, 'center');
      const steps = ['Tautan', 'Hitung', 'Bayar', 'Lacak'];
      c.strokeStyle = accent; c.lineWidth = 3; c.setLineDash([6, 5]);
      c.beginPath(); c.moveTo(250, 70); c.lineTo(430, 70); c.lineTo(430, 180); c.lineTo(250, 180); c.stroke();
      c.setLineDash([]);
      steps.forEach((label, i) => {
        const x = i < 2 ? 250 + i * 180 : 430 - (i - 2) * 180;
        const y = i < 2 ? 70 : 180;
        c.beginPath(); c.arc(x, y, 18, 0, Math.PI * 2); c.fillStyle = accent; c.fill();
        text(String(i + 1), x, y + 6, 'bold 16px sans-serif', '#ffffff', 'center');
        text(label, x, y + 36, 'bold 12px sans-serif', ink, 'center');
      });
      break;
    }
    case 'reselling': {
      // A shop front with an awning, a price tag, and a rising sales line.
      const sx = 40, sy = 70, sw = 190;
      for (let i = 0; i < 6; i++) { c.fillStyle = i % 2 ? '#ffffff' : accent; c.fillRect(sx + i * (sw / 6), sy, sw / 6, 30); }
      c.fillStyle = '#ffffff'; c.fillRect(sx + 8, sy + 30, sw - 16, 120);
      c.strokeStyle = ink; c.lineWidth = 2; c.strokeRect(sx + 8, sy + 30, sw - 16, 120);
      c.fillStyle = '#bfe3f5'; c.fillRect(sx + 22, sy + 48, 80, 60);
      c.fillStyle = '#8d6e63'; c.fillRect(sx + 120, sy + 62, 44, 88);
      box(sx + 30, sy + 82, 24, 22, '#e4572e');
      box(sx + 60, sy + 88, 30, 16, '#2e86ab');
      text('TOKO', sx + sw / 2, sy + 22, 'bold 16px sans-serif', ink, 'center');
      // Price tag.
      c.save(); c.translate(265, 70); c.rotate(-0.2);
      c.beginPath(); c.moveTo(0, 0); c.lineTo(104, 0); c.lineTo(126, 22); c.lineTo(104, 44); c.lineTo(0, 44); c.closePath();
      c.fillStyle = '#ffffff'; c.fill(); c.strokeStyle = accent; c.lineWidth = 2.5; c.stroke();
      c.beginPath(); c.arc(110, 22, 4, 0, Math.PI * 2); c.fillStyle = accent; c.fill();
      text('Rp 89.000', 8, 28, 'bold 14px sans-serif');
      c.restore();
      // Chart.
      c.strokeStyle = ink; c.lineWidth = 1.5;
      c.beginPath(); c.moveTo(270, 130); c.lineTo(270, 220); c.lineTo(450, 220); c.stroke();
      const pts = [[275, 210], [305, 200], [335, 204], [365, 180], [395, 170], [425, 146], [445, 132]];
      c.strokeStyle = accent; c.lineWidth = 3.5;
      c.beginPath();
      pts.forEach(([x, y], i) => (i === 0 ? c.moveTo(x ?? 0, y ?? 0) : c.lineTo(x ?? 0, y ?? 0)));
      c.stroke();
      c.beginPath(); c.moveTo(445, 122); c.lineTo(452, 136); c.lineTo(438, 137); c.closePath(); c.fillStyle = accent; c.fill();
      text('margin', 300, 150, 'italic 12px sans-serif', '#4a5568');
      break;
    }
  }

  // Title band.
  c.fillStyle = 'rgba(20,28,45,0.86)';
  c.fillRect(0, H - 36, W, 36);
  c.fillStyle = accent;
  c.fillRect(0, H - 36, 6, 36);
  text(poster.title, 18, H - 13, 'bold 15px sans-serif', '#ffffff');
  text('TITIP AKADEMI', W - 14, H - 13, 'bold 10px sans-serif', '#cbd5e1', 'right');
  return canvas.toDataURL('image/png');
}
