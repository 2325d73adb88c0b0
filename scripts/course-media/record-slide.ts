// Runs IN THE BROWSER (page.evaluate from scripts/make-course-videos.ts): draws one lesson's
// animated slide on a <canvas> and records it with canvas.captureStream + MediaRecorder (WebM,
// VP9 or VP8). Self-contained: no imports are available in the page.
import type { LessonSlide } from '../../services/course/demo/slides.ts';

export interface RecordInput {
  slide: LessonSlide;
  width: number;
  height: number;
  fps: number;
  videoBitsPerSecond: number;
}

export interface RecordOutput {
  base64: string;
  mimeType: string;
  /** Wall-clock time between recorder start and stop, ms. */
  recordedMs: number;
}

export async function recordSlideInPage(input: RecordInput): Promise<RecordOutput> {
  const { slide, width, height, fps } = input;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  document.body.appendChild(canvas);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d context');
  const totalMs = slide.seconds * 1000;
  const pad = 18;

  const clock = (ms: number): string => {
    const s = Math.floor(ms / 1000);
    return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
  };
  const wrap = (text: string, maxWidth: number): string[] => {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (ctx.measureText(next).width > maxWidth && line) {
        lines.push(line);
        line = word;
      } else {
        line = next;
      }
    }
    if (line) lines.push(line);
    return lines;
  };

  const draw = (ms: number): void => {
    const t = ms / 1000;
    const bg = ctx.createLinearGradient(0, 0, width, height);
    bg.addColorStop(0, '#13203b');
    bg.addColorStop(1, '#233a63');
    ctx.fillStyle = bg;
    ctx.fillRect(0, 0, width, height);
    // A slow drifting circle: motion on every frame, so a playing video is visibly playing.
    ctx.globalAlpha = 0.12;
    ctx.fillStyle = slide.accent;
    ctx.beginPath();
    ctx.arc(width - 60 + Math.sin(t * 0.8) * 20, 70 + Math.cos(t * 0.6) * 12, 70, 0, Math.PI * 2);
    ctx.fill();
    ctx.globalAlpha = 1;

    ctx.fillStyle = slide.accent;
    ctx.fillRect(0, 0, 6, height);
    ctx.textBaseline = 'alphabetic';
    ctx.fillStyle = '#aebbd3';
    ctx.font = '600 11px sans-serif';
    ctx.fillText(slide.course.toUpperCase(), pad, 24);
    ctx.textAlign = 'right';
    ctx.fillStyle = '#ffffff';
    ctx.fillText('TITIP AKADEMI', width - pad, 24);
    ctx.textAlign = 'left';

    // Title: in from the left during the first second.
    const titleIn = Math.min(1, t / 0.8);
    ctx.globalAlpha = titleIn;
    ctx.fillStyle = '#ffffff';
    ctx.font = 'bold 20px sans-serif';
    let y = 52;
    for (const line of wrap(slide.title.id, width - 2 * pad)) {
      ctx.fillText(line, pad - (1 - titleIn) * 20, y);
      y += 24;
    }
    ctx.fillStyle = '#9fb0cc';
    ctx.font = 'italic 12px sans-serif';
    ctx.fillText(slide.title.en, pad, y - 6);
    ctx.globalAlpha = 1;
    y += 14;

    // Points: one after another over the lesson, each fading in.
    const first = 2;
    const step = Math.max(1.5, (slide.seconds - first - 4) / slide.bullets.length);
    ctx.font = '13px sans-serif';
    slide.bullets.forEach((bullet, i) => {
      const shown = Math.max(0, Math.min(1, (t - first - i * step) / 0.6));
      if (shown === 0) return;
      ctx.globalAlpha = shown;
      ctx.fillStyle = slide.accent;
      ctx.beginPath();
      ctx.arc(pad + 5 - (1 - shown) * 10, y - 4, 4, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = '#eef2f8';
      for (const line of wrap(bullet, width - 2 * pad - 18)) {
        ctx.fillText(line, pad + 18 - (1 - shown) * 10, y);
        y += 17;
      }
      y += 6;
      ctx.globalAlpha = 1;
    });

    // Progress bar and the running clock.
    const barY = height - 14;
    ctx.fillStyle = 'rgba(255,255,255,0.18)';
    ctx.fillRect(pad, barY, width - 2 * pad, 5);
    ctx.fillStyle = slide.accent;
    ctx.fillRect(pad, barY, (width - 2 * pad) * Math.min(1, ms / totalMs), 5);
    ctx.fillStyle = 'rgba(0,0,0,0.45)';
    ctx.fillRect(width - pad - 92, barY - 24, 92, 19);
    ctx.fillStyle = '#ffffff';
    ctx.font = 'bold 13px monospace';
    ctx.textAlign = 'right';
    ctx.fillText(`${clock(ms)} / ${clock(totalMs)}`, width - pad - 6, barY - 10);
    ctx.textAlign = 'left';
  };

  const mimeType = ['video/webm;codecs=vp9', 'video/webm;codecs=vp8', 'video/webm'].find((m) => MediaRecorder.isTypeSupported(m));
  if (!mimeType) throw new Error('MediaRecorder cannot write WebM in this browser');
  draw(0);
  const stream = canvas.captureStream(fps);
  const recorder = new MediaRecorder(stream, { mimeType, videoBitsPerSecond: input.videoBitsPerSecond });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  };
  const stopped = new Promise<void>((resolve) => {
    recorder.onstop = () => resolve();
  });
  recorder.start(1000);
  const t0 = performance.now();
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const elapsed = performance.now() - t0;
      draw(Math.min(elapsed, totalMs));
      if (elapsed >= totalMs) {
        clearInterval(timer);
        resolve();
      }
    }, 1000 / fps);
  });
  recorder.stop();
  await stopped;
  const recordedMs = performance.now() - t0;
  for (const track of stream.getTracks()) track.stop();

  const bytes = new Uint8Array(await new Blob(chunks, { type: mimeType }).arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  canvas.remove();
  return { base64: btoa(binary), mimeType, recordedMs };
}
