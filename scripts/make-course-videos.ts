// The course service's demo media (services/course/media/): one short WebM per lesson and one
// PNG poster per course, drawn on a <canvas> in headless Chromium (playwright-core, the launch
// options of tests/e2e/chromium.ts) and recorded with canvas.captureStream + MediaRecorder.
// MediaRecorder writes a live WebM without a Duration; the script writes one into the Segment
// Info (services/course/demo/webm.ts), then checks every file in Chromium: it plays, its
// video.duration is finite and the file's length, and a seek to 0:10 lands.
//
//   node --import tsx scripts/make-course-videos.ts            all videos and posters, then verify
//   node --import tsx scripts/make-course-videos.ts --only landed-02-bea-ppn-pph.webm
//   node --import tsx scripts/make-course-videos.ts --posters  the posters only, then verify the videos
//   node --import tsx scripts/make-course-videos.ts --verify   check the files against content.ts only
//
// After regenerating, copy the printed durationSeconds into services/course/demo/content.ts (the
// unit test services/course/demo/content.test.ts fails until they agree).
import { createReadStream, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../tests/e2e/chromium.ts';
import { LESSON_SLIDES, type LessonSlide } from '../services/course/demo/slides.ts';
import { readWebmInfo, setWebmDuration } from '../services/course/demo/webm.ts';
import { recordSlideInPage } from './course-media/record-slide.ts';
import { POSTERS, drawPosterInPage } from './course-media/posters.ts';

const MEDIA_DIR = join(import.meta.dirname, '..', 'services', 'course', 'media');
const WIDTH = 480;
const HEIGHT = 270;
const FPS = 15;
const VIDEO_BITS_PER_SECOND = 90_000;
/** Pages recording at once (each records in real time). */
const PARALLEL = 3;
const MAX_VIDEO_BYTES = 400 * 1024;

// tsx (esbuild keepNames) wraps functions in __name(); the page has no such helper.
const PAGE_SHIM = 'globalThis.__name = globalThis.__name || ((fn) => fn);';

async function newPage(browser: Browser): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 640, height: 400 } });
  await page.addInitScript(PAGE_SHIM);
  await page.setContent('<!doctype html><html><body style="margin:0;background:#000"></body></html>');
  await page.evaluate(PAGE_SHIM);
  return page;
}

export interface MadeVideo {
  file: string;
  bytes: number;
  durationSeconds: number;
}

async function makeVideo(browser: Browser, slide: LessonSlide): Promise<MadeVideo> {
  const page = await newPage(browser);
  try {
    const out = await page.evaluate(recordSlideInPage, { slide, width: WIDTH, height: HEIGHT, fps: FPS, videoBitsPerSecond: VIDEO_BITS_PER_SECOND });
    const raw = new Uint8Array(Buffer.from(out.base64, 'base64'));
    const info = readWebmInfo(raw);
    if (info.blockCount === 0) throw new Error(`${slide.video}: the recording has no frames`);
    // The content ends one frame after the last frame's timestamp.
    const seconds = Math.round((info.lastBlockSeconds + 1 / FPS) * 1000) / 1000;
    const fixed = setWebmDuration(raw, seconds);
    const check = readWebmInfo(fixed);
    if (check.durationSeconds === null || Math.abs(check.durationSeconds - seconds) > 0.001) throw new Error(`${slide.video}: the Duration did not stick`);
    writeFileSync(join(MEDIA_DIR, slide.video), fixed);
    console.log(`${slide.video}: ${out.mimeType}, recorded ${(out.recordedMs / 1000).toFixed(2)} s, frames ${info.blockCount}, duration ${seconds} s, ${fixed.length} bytes`);
    return { file: slide.video, bytes: fixed.length, durationSeconds: Math.round(seconds) };
  } finally {
    await page.close();
  }
}

async function makePosters(browser: Browser): Promise<void> {
  mkdirSync(join(MEDIA_DIR, 'posters'), { recursive: true });
  const page = await newPage(browser);
  try {
    for (const poster of POSTERS) {
      const dataUrl = await page.evaluate(drawPosterInPage, { poster, width: WIDTH, height: HEIGHT });
      const png = Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
      writeFileSync(join(MEDIA_DIR, 'posters', `${poster.slug}.png`), png);
      console.log(`posters/${poster.slug}.png: ${png.length} bytes`);
    }
  } finally {
    await page.close();
  }
}

/** Serves the media directory over HTTP with Range requests, as the course service will. */
function mediaServer(): Promise<Server> {
  const server = createServer((request, response) => {
    const name = decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/').replace(/^\/+/, '');
    if (name === '') return void response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>media</title><body></body>');
    if (name.includes('..') || !name.endsWith('.webm')) return void response.writeHead(404).end();
    const path = join(MEDIA_DIR, name);
    let size: number;
    try {
      size = statSync(path).size;
    } catch {
      return void response.writeHead(404).end();
    }
    const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
    const headers = { 'content-type': 'video/webm', 'accept-ranges': 'bytes', 'access-control-allow-origin': '*' };
    if (!range) {
      response.writeHead(200, { ...headers, 'content-length': size });
      return void createReadStream(path).pipe(response);
    }
    const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
    const end = range[1] && range[2] ? Math.min(size - 1, Number(range[2])) : size - 1;
    if (start >= size || start > end) return void response.writeHead(416, { 'content-range': `bytes */${size}` }).end();
    response.writeHead(206, { ...headers, 'content-length': end - start + 1, 'content-range': `bytes ${start}-${end}/${size}` });
    createReadStream(path, { start, end }).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

interface PlayCheck {
  duration: number;
  width: number;
  height: number;
  played: number;
  seekedTo: number;
}

/** In the page: load the video, play it a little, seek to 0:10. */
async function checkPlaybackInPage(src: string): Promise<PlayCheck> {
  const video = document.createElement('video');
  video.muted = true;
  video.preload = 'auto';
  document.body.appendChild(video);
  const once = (name: string, ms: number): Promise<void> => new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${name} within ${ms} ms`)), ms);
    video.addEventListener(name, () => {
      clearTimeout(timer);
      resolve();
    }, { once: true });
    video.addEventListener('error', () => reject(new Error(`video error ${video.error?.code ?? '?'}: ${video.error?.message ?? ''}`)), { once: true });
  });
  const loaded = once('loadedmetadata', 10_000);
  video.src = src;
  await loaded;
  const duration = video.duration;
  await video.play();
  await new Promise((r) => setTimeout(r, 1200));
  video.pause();
  const played = video.currentTime;
  const seeked = once('seeked', 10_000);
  video.currentTime = 10;
  await seeked;
  const result = { duration, width: video.videoWidth, height: video.videoHeight, played, seekedTo: video.currentTime };
  video.remove();
  return result;
}

/** Checks each file in Chromium; `expected` maps file name to the durationSeconds it must have. */
async function verify(browser: Browser, expected: Map<string, number>): Promise<string[]> {
  const server = await mediaServer();
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const page = await newPage(browser);
  await page.goto(`${base}/`, { waitUntil: 'load' }); // the videos' origin
  await page.evaluate(PAGE_SHIM);
  const problems: string[] = [];
  let total = 0;
  try {
    for (const [file, seconds] of expected) {
      const bytes = statSync(join(MEDIA_DIR, file)).size;
      total += bytes;
      const header = readWebmInfo(new Uint8Array(readFileSync(join(MEDIA_DIR, file)))).durationSeconds;
      try {
        const check = await page.evaluate(checkPlaybackInPage, `${base}/${file}`);
        const ok = Number.isFinite(check.duration) && Math.abs(check.duration - seconds) < 1
          && check.played > 0.3 && Math.abs(check.seekedTo - 10) < 0.5 && check.width === WIDTH && check.height === HEIGHT;
        console.log(`${ok ? 'ok  ' : 'FAIL'} ${file}: ${bytes} bytes, header ${header?.toFixed(3) ?? 'none'} s, video.duration ${check.duration.toFixed(3)} s (expected ${seconds}), ${check.width}x${check.height}, played to ${check.played.toFixed(2)} s, seeked to ${check.seekedTo.toFixed(2)} s`);
        if (!ok) problems.push(`${file}: ${JSON.stringify(check)} (expected ${seconds} s)`);
      } catch (error) {
        problems.push(`${file}: ${String(error)}`);
        console.log(`FAIL ${file}: ${String(error)}`);
      }
      if (bytes > MAX_VIDEO_BYTES) problems.push(`${file}: ${bytes} bytes, over ${MAX_VIDEO_BYTES}`);
    }
    console.log(`${expected.size} videos, ${(total / 1024).toFixed(0)} KB in all`);
  } finally {
    await page.close();
    server.close();
  }
  return problems;
}

async function fromContent(): Promise<Map<string, number>> {
  const { DEMO_COURSES } = await import('../services/course/demo/content.ts');
  return new Map(DEMO_COURSES.flatMap((c) => c.sections.flatMap((s) => s.lessons.map((l) => [l.video, l.durationSeconds] as const))));
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const onlyIndex = args.indexOf('--only');
  const only = onlyIndex >= 0 ? args[onlyIndex + 1] : undefined;
  mkdirSync(MEDIA_DIR, { recursive: true });
  const browser = await chromium.launch({
    ...chromiumLaunchOptions,
    args: [...chromiumLaunchOptions.args, '--disable-background-timer-throttling', '--disable-renderer-backgrounding', '--disable-backgrounding-occluded-windows'],
  });
  try {
    let expected: Map<string, number>;
    if (args.includes('--verify') || args.includes('--posters')) {
      if (args.includes('--posters')) await makePosters(browser);
      expected = await fromContent();
    } else {
      const slides = LESSON_SLIDES.filter((s) => !only || s.video === only);
      if (slides.length === 0) throw new Error(`no lesson slide ${only ?? ''}`);
      const made: MadeVideo[] = [];
      const queue = [...slides];
      await Promise.all(Array.from({ length: Math.min(PARALLEL, queue.length) }, async () => {
        for (let slide = queue.shift(); slide; slide = queue.shift()) made.push(await makeVideo(browser, slide));
      }));
      if (!only) await makePosters(browser);
      expected = new Map(made.map((m) => [m.file, m.durationSeconds]));
      console.log('\ndurationSeconds for services/course/demo/content.ts:');
      for (const slide of slides) console.log(`  ${slide.video}: ${expected.get(slide.video) ?? '?'}`);
      console.log('');
    }
    const problems = await verify(browser, expected);
    if (problems.length > 0) {
      console.error(`\n${problems.length} problem(s):\n${problems.join('\n')}`);
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
  }
}

await main();
