// The shape of the course service's demo content (services/course/demo/content.ts), seeded into
// its database on start when SEED_DEMO is not 0. Every text in Indonesian and English.
import type { CourseCategory, CourseLevel } from '../../../src/domain/course/index.ts';

export interface Text { id: string; en: string }

export interface DemoLesson {
  title: Text;
  /** File name in services/course/media/ (a short WebM). */
  video: string;
  /** The video's length in whole seconds (must match the file). */
  durationSeconds: number;
}

export interface DemoQuizQuestion {
  text: Text;
  choices: Text[];
  /** Index into choices. */
  correct: number;
  explanation: Text;
}

export interface DemoQuiz {
  title: Text;
  passMark: number;
  questions: DemoQuizQuestion[];
}

export interface DemoCourse {
  slug: string;
  title: Text;
  subtitle: Text;
  description: Text;
  whatYouLearn: Text[];
  category: CourseCategory;
  level: CourseLevel;
  /** Integer rupiah; 0 = free (registration). */
  price: number;
  /** File name in services/course/media/ (a poster image, PNG/JPEG/WebP). */
  thumbnail: string;
  instructor: { name: string; title: Text; bio: Text };
  /** Days from the seed's "now" when the course starts; null or <= 0 = open now. */
  startsInDays: number | null;
  sections: { title: Text; lessons: DemoLesson[] }[];
  quizzes: DemoQuiz[];
}

export interface DemoBundle {
  slug: string;
  title: Text;
  description: Text;
  courseSlugs: string[];
  price: number;
}

export interface DemoVoucher {
  code: string;
  kind: 'percentage' | 'fixed';
  value: number;
  minSpend: number;
  maxDiscount: number | null;
}
