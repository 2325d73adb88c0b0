// The demo content against its files and its own rules: every video and poster is there, every
// lesson's durationSeconds is its file's Duration (read with the EBML reader the video script uses),
// every quiz's answer is one of its choices, slugs are unique, every text is in both languages,
// amounts are integer rupiah.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COURSE_CATEGORIES, COURSE_LEVELS, DEFAULT_PASS_MARK } from '../../../src/domain/course/index.ts';
import { DEMO_BUNDLES, DEMO_COURSES, DEMO_VOUCHERS } from './content.ts';
import { LESSON_SLIDES } from './slides.ts';
import type { Text } from './types.ts';
import { readWebmInfo, setWebmDuration } from './webm.ts';

const MEDIA = join(import.meta.dirname, '..', 'media');
const lessons = DEMO_COURSES.flatMap((c) => c.sections.flatMap((s) => s.lessons));

function texts(course: (typeof DEMO_COURSES)[number]): Text[] {
  return [
    course.title, course.subtitle, course.description, ...course.whatYouLearn, course.instructor.title, course.instructor.bio,
    ...course.sections.flatMap((s) => [s.title, ...s.lessons.map((l) => l.title)]),
    ...course.quizzes.flatMap((q) => [q.title, ...q.questions.flatMap((x) => [x.text, x.explanation, ...x.choices])]),
  ];
}

describe('demo media files', () => {
  it.each(lessons.map((l) => [l.video, l.durationSeconds] as const))('%s exists, is a small WebM, and lasts %i s', (video, seconds) => {
    const path = join(MEDIA, video);
    expect(existsSync(path)).toBe(true);
    expect(statSync(path).size).toBeLessThan(400 * 1024);
    const info = readWebmInfo(new Uint8Array(readFileSync(path)));
    expect(info.durationSeconds, 'the file has a Duration').not.toBeNull();
    expect(Math.round(info.durationSeconds ?? 0)).toBe(seconds);
    // The Duration is where the frames end (the last frame's timestamp plus at most a frame or two).
    expect(Math.abs((info.durationSeconds ?? 0) - info.lastBlockSeconds)).toBeLessThan(0.5);
    expect(seconds).toBeGreaterThanOrEqual(20);
    expect(seconds).toBeLessThanOrEqual(30);
  });

  it('stay under 3 MB together', () => {
    const total = lessons.reduce((n, l) => n + statSync(join(MEDIA, l.video)).size, 0);
    expect(total).toBeLessThan(3 * 1024 * 1024);
  });

  it.each(DEMO_COURSES.map((c) => [c.slug, c.thumbnail] as const))('%s: poster %s is a 480x270 PNG', (_slug, thumbnail) => {
    const path = join(MEDIA, thumbnail);
    expect(existsSync(path)).toBe(true);
    const png = readFileSync(path);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([480, 270]);
  });

  it('every lesson slide has its lesson, and every lesson its slide', () => {
    expect(new Set(lessons.map((l) => l.video))).toEqual(new Set(LESSON_SLIDES.map((s) => s.video)));
  });
});

describe('the WebM reader and writer', () => {
  it('replaces a Duration and keeps the frames', () => {
    const file = new Uint8Array(readFileSync(join(MEDIA, lessons[0]?.video ?? '')));
    const before = readWebmInfo(file);
    const changed = setWebmDuration(file, 12.5);
    const after = readWebmInfo(changed);
    expect(after.durationSeconds).toBeCloseTo(12.5, 6);
    expect(after.blockCount).toBe(before.blockCount);
    expect(after.lastBlockSeconds).toBe(before.lastBlockSeconds);
    expect(changed.length).toBe(file.length); // an 8-byte Duration replaced by another
  });

  it('refuses what is not a WebM file', () => {
    expect(() => readWebmInfo(new TextEncoder().encode('not a video at all'))).toThrow(/WebM|EBML/);
  });
});

describe('demo courses', () => {
  it('three open paid courses, one free, one starting in 14 days', () => {
    const open = DEMO_COURSES.filter((c) => !c.startsInDays || c.startsInDays <= 0);
    expect(open.filter((c) => c.price > 0)).toHaveLength(3);
    expect(open.filter((c) => c.price === 0)).toHaveLength(1);
    expect(DEMO_COURSES.filter((c) => (c.startsInDays ?? 0) > 0).map((c) => c.startsInDays)).toEqual([14]);
  });

  it('slugs are unique (courses and bundles), video files too', () => {
    const slugs = [...DEMO_COURSES.map((c) => c.slug), ...DEMO_BUNDLES.map((b) => b.slug)];
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(lessons.map((l) => l.video)).size).toBe(lessons.length);
  });

  it.each(DEMO_COURSES.map((c) => [c.slug, c] as const))('%s: texts in both languages, a known category and level, integer rupiah', (_slug, course) => {
    for (const text of texts(course)) {
      expect(text.id.trim(), JSON.stringify(text)).not.toBe('');
      expect(text.en.trim(), JSON.stringify(text)).not.toBe('');
    }
    expect(course.instructor.name.trim()).not.toBe('');
    expect(course.whatYouLearn.length).toBeGreaterThanOrEqual(3);
    expect(COURSE_CATEGORIES).toContain(course.category);
    expect(COURSE_LEVELS).toContain(course.level);
    expect(Number.isInteger(course.price) && course.price >= 0).toBe(true);
    expect(course.sections.length).toBeGreaterThan(0);
    for (const section of course.sections) expect(section.lessons.length).toBeGreaterThan(0);
  });

  it.each(DEMO_COURSES.map((c) => [c.slug, c] as const))('%s: one quiz of 4-6 questions, each answer one of its choices', (_slug, course) => {
    expect(course.quizzes).toHaveLength(1);
    for (const quiz of course.quizzes) {
      expect(quiz.passMark).toBe(DEFAULT_PASS_MARK);
      expect(quiz.questions.length).toBeGreaterThanOrEqual(4);
      expect(quiz.questions.length).toBeLessThanOrEqual(6);
      for (const question of quiz.questions) {
        expect(question.choices.length).toBeGreaterThanOrEqual(2);
        expect(Number.isInteger(question.correct)).toBe(true);
        expect(question.correct).toBeGreaterThanOrEqual(0);
        expect(question.correct).toBeLessThan(question.choices.length);
        expect(new Set(question.choices.map((c) => c.id)).size).toBe(question.choices.length);
      }
    }
  });
});

describe('demo bundles and vouchers', () => {
  it('a bundle names known courses and costs less than they do apart', () => {
    expect(DEMO_BUNDLES.length).toBeGreaterThan(0);
    for (const bundle of DEMO_BUNDLES) {
      const courses = bundle.courseSlugs.map((slug) => DEMO_COURSES.find((c) => c.slug === slug));
      expect(courses.every(Boolean)).toBe(true);
      expect(courses.length).toBeGreaterThanOrEqual(2);
      const apart = courses.reduce((n, c) => n + (c?.price ?? 0), 0);
      expect(Number.isInteger(bundle.price)).toBe(true);
      expect(bundle.price).toBeGreaterThan(0);
      expect(bundle.price).toBeLessThan(apart);
      expect(bundle.title.id && bundle.title.en && bundle.description.id && bundle.description.en).toBeTruthy();
    }
  });

  it('BELAJAR10: 10% up to Rp 50.000; KURSUS25K: Rp 25.000 off from Rp 100.000', () => {
    expect(DEMO_VOUCHERS).toEqual([
      { code: 'BELAJAR10', kind: 'percentage', value: 10, minSpend: 0, maxDiscount: 50_000 },
      { code: 'KURSUS25K', kind: 'fixed', value: 25_000, minSpend: 100_000, maxDiscount: null },
    ]);
  });
});
