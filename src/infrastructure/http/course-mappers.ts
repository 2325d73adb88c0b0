// Wire -> application types of the course service (docs/api/courses.md). snake_case stops here;
// any answer that is not the documented shape is MALFORMED_RESPONSE (the path in `field`).
import { COURSE_LEVELS, type CourseLevel } from '../../domain/course';
import type {
  CourseDetail, CourseInvoice, CourseStatus, CourseSummary, Dashboard, Lesson, MyCourse, Quiz, QuizAttempt, QuizResult, Review,
} from '../../application/ports/course-api.port';
import { bool, list, malformed, num, obj, optStr, str, type Json } from './dto';

export function oneOf<T extends string>(values: readonly T[], value: unknown, path: string): T {
  const s = str(value, path);
  if (!(values as readonly string[]).includes(s)) throw malformed(path);
  return s as T;
}

const optNumOrNull = (value: unknown, path: string): number | null => (value === undefined || value === null ? null : num(value, path));
const text = (value: unknown, path: string): string => (value === undefined || value === null ? '' : str(value, path));

export function toSummary(value: unknown, path: string): CourseSummary {
  const r = obj(value, path);
  return {
    courseId: num(r.course_id, `${path}.course_id`),
    slug: str(r.slug, `${path}.slug`),
    title: str(r.title, `${path}.title`),
    subtitle: text(r.subtitle, `${path}.subtitle`),
    category: str(r.category, `${path}.category`),
    level: oneOf<CourseLevel>(COURSE_LEVELS, r.level, `${path}.level`),
    price: num(r.price, `${path}.price`),
    thumbnailUrl: optStr(r.thumbnail_url, `${path}.thumbnail_url`),
    lessonCount: num(r.lesson_count, `${path}.lesson_count`),
    durationSeconds: num(r.duration_seconds, `${path}.duration_seconds`),
    ratingAverage: optNumOrNull(r.rating_average, `${path}.rating_average`) ?? 0,
    ratingCount: optNumOrNull(r.rating_count, `${path}.rating_count`) ?? 0,
    status: oneOf<CourseStatus>(['open', 'upcoming'], r.status, `${path}.status`),
    startsAt: optStr(r.starts_at, `${path}.starts_at`),
  };
}

export function toDetail(value: unknown, path: string): CourseDetail {
  const r = obj(value, path);
  const instructor = obj(r.instructor, `${path}.instructor`);
  return {
    ...toSummary(r, path),
    description: text(r.description, `${path}.description`),
    instructor: {
      name: str(instructor.name, `${path}.instructor.name`),
      title: text(instructor.title, `${path}.instructor.title`),
      bio: text(instructor.bio, `${path}.instructor.bio`),
    },
    sections: list(r.sections, `${path}.sections`, (s, p) => {
      const section = obj(s, p);
      return {
        title: str(section.title, `${p}.title`),
        lessons: list(section.lessons, `${p}.lessons`, (l, lp) => {
          const lesson = obj(l, lp);
          return {
            lessonId: num(lesson.lesson_id, `${lp}.lesson_id`), title: str(lesson.title, `${lp}.title`),
            durationSeconds: num(lesson.duration_seconds, `${lp}.duration_seconds`), position: num(lesson.position, `${lp}.position`),
            isFinish: bool(lesson.is_finish, `${lp}.is_finish`),
          };
        }),
      };
    }),
    quizzes: list(r.quizzes ?? [], `${path}.quizzes`, (q, p) => {
      const quiz = obj(q, p);
      return {
        quizId: num(quiz.quiz_id, `${p}.quiz_id`), title: str(quiz.title, `${p}.title`),
        questionCount: num(quiz.question_count, `${p}.question_count`), passMark: num(quiz.pass_mark, `${p}.pass_mark`),
      };
    }),
    whatYouLearn: list(r.what_you_learn ?? [], `${path}.what_you_learn`, (w, p) => str(w, p)),
    bundles: list(r.bundles ?? [], `${path}.bundles`, (b, p) => {
      const bundle = obj(b, p);
      return { slug: str(bundle.slug, `${p}.slug`), title: str(bundle.title, `${p}.title`) };
    }),
    isOwned: bool(r.is_owned, `${path}.is_owned`),
    inCart: bool(r.in_cart, `${path}.in_cart`),
    preRegistered: bool(r.pre_registered, `${path}.pre_registered`),
  };
}

export function toReview(value: unknown, path: string): Review {
  const r = obj(value, path);
  return {
    reviewId: num(r.review_id ?? r.id, `${path}.review_id`),
    name: text(r.name ?? r.customer_name, `${path}.name`),
    rating: num(r.rating, `${path}.rating`),
    text: text(r.text, `${path}.text`),
    createdAt: text(r.created_at, `${path}.created_at`),
    mine: bool(r.mine ?? r.is_mine, `${path}.mine`),
  };
}

export function toInvoice(value: unknown, path: string): CourseInvoice {
  const r = obj(value, path);
  return {
    orderCode: str(r.order_code, `${path}.order_code`),
    invoiceCode: optStr(r.invoice_code, `${path}.invoice_code`),
    status: oneOf(['pending', 'paid', 'expired'] as const, r.status, `${path}.status`),
    subtotal: num(r.subtotal, `${path}.subtotal`),
    discount: num(r.discount ?? 0, `${path}.discount`),
    voucherCode: optStr(r.voucher_code, `${path}.voucher_code`),
    total: num(r.total, `${path}.total`),
    lines: list(r.lines, `${path}.lines`, (l, p) => {
      const line = obj(l, p);
      return { kind: str(line.kind, `${p}.kind`), slug: str(line.slug, `${p}.slug`), title: str(line.title, `${p}.title`), price: num(line.price, `${p}.price`) };
    }),
    createdAt: str(r.created_at, `${path}.created_at`),
    paidAt: optStr(r.paid_at, `${path}.paid_at`),
  };
}

export function toMyCourse(value: unknown, path: string): MyCourse {
  const r = obj(value, path);
  return {
    ...toSummary(r, path),
    progressPercent: num(r.progress_percent, `${path}.progress_percent`),
    lastLessonId: optNumOrNull(r.last_lesson_id, `${path}.last_lesson_id`),
    enrolledAt: text(r.enrolled_at, `${path}.enrolled_at`),
  };
}

export function toLesson(value: unknown, path: string): Lesson {
  const r = obj(value, path);
  return {
    lessonId: num(r.lesson_id, `${path}.lesson_id`),
    title: str(r.title, `${path}.title`),
    durationSeconds: num(r.duration_seconds, `${path}.duration_seconds`),
    videoUrl: str(r.video_url, `${path}.video_url`),
    lastSecondSeen: num(r.last_second_seen ?? 0, `${path}.last_second_seen`),
    isFinish: bool(r.is_finish, `${path}.is_finish`),
    nextLessonId: optNumOrNull(r.next_lesson_id, `${path}.next_lesson_id`),
    previousLessonId: optNumOrNull(r.previous_lesson_id, `${path}.previous_lesson_id`),
  };
}

export function toAttempt(value: unknown, path: string): QuizAttempt {
  const r = obj(value, path);
  return {
    attemptId: num(r.attempt_id, `${path}.attempt_id`), score: num(r.score, `${path}.score`),
    correct: num(r.correct, `${path}.correct`), total: num(r.total, `${path}.total`),
    passed: bool(r.passed, `${path}.passed`), createdAt: text(r.created_at, `${path}.created_at`),
  };
}

export function toQuiz(value: unknown, path: string): Quiz {
  const r = obj(value, path);
  return {
    quizId: num(r.quiz_id, `${path}.quiz_id`),
    title: str(r.title, `${path}.title`),
    passMark: num(r.pass_mark, `${path}.pass_mark`),
    maxAttempts: optNumOrNull(r.max_attempts, `${path}.max_attempts`),
    questions: list(r.questions, `${path}.questions`, (q, p) => {
      const question = obj(q, p);
      return {
        questionId: num(question.question_id, `${p}.question_id`),
        text: str(question.text, `${p}.text`),
        choices: list(question.choices, `${p}.choices`, (c, cp) => {
          const choice = obj(c, cp);
          return { choiceId: num(choice.choice_id, `${cp}.choice_id`), text: str(choice.text, `${cp}.text`) };
        }),
      };
    }),
    attempts: list(r.attempts ?? [], `${path}.attempts`, toAttempt),
    bestScore: optNumOrNull(r.best_score, `${path}.best_score`),
    passed: bool(r.passed, `${path}.passed`),
  };
}

export function toQuizResult(value: unknown, path: string): QuizResult {
  const r = obj(value, path);
  return {
    ...toAttempt(r, path),
    results: list(r.results, `${path}.results`, (x, p) => {
      const result = obj(x, p);
      return {
        questionId: num(result.question_id, `${p}.question_id`), correct: bool(result.correct, `${p}.correct`),
        correctChoiceId: num(result.correct_choice_id, `${p}.correct_choice_id`), explanation: text(result.explanation, `${p}.explanation`),
      };
    }),
  };
}

export function toDashboard(value: unknown, path: string): Dashboard {
  const r = obj(value, path);
  const totals: Json = obj(r.totals, `${path}.totals`);
  return {
    courses: list(r.courses, `${path}.courses`, (c, p) => {
      const row = obj(c, p);
      const certificate = row.certificate === null || row.certificate === undefined ? null : obj(row.certificate, `${p}.certificate`);
      return {
        slug: str(row.slug, `${p}.slug`), title: str(row.title, `${p}.title`),
        progressPercent: num(row.progress_percent, `${p}.progress_percent`),
        lessonsFinished: num(row.lessons_finished, `${p}.lessons_finished`), lessonCount: num(row.lesson_count, `${p}.lesson_count`),
        quizzesPassed: num(row.quizzes_passed, `${p}.quizzes_passed`), quizCount: num(row.quiz_count, `${p}.quiz_count`),
        certificate: certificate && { code: str(certificate.code, `${p}.certificate.code`), issuedAt: text(certificate.issued_at, `${p}.certificate.issued_at`) },
      };
    }),
    totals: {
      courses: num(totals.courses, `${path}.totals.courses`), lessonsFinished: num(totals.lessons_finished, `${path}.totals.lessons_finished`),
      quizzesPassed: num(totals.quizzes_passed, `${path}.totals.quizzes_passed`), certificates: num(totals.certificates, `${path}.totals.certificates`),
    },
  };
}
