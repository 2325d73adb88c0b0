// Quizzes: the questions without their answers, the customer's attempts, and answering
// (Idempotency-Key required; src/domain/course scoreQuiz). Attempts of one customer at one quiz
// (all of a customer's quizzes) are serialised by an advisory lock, so the same key twice at once counts one attempt (the
// second answers the first's, 200) and max_attempts holds whatever races.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ok } from '../../../server/http/envelope.ts';
import { AppError, type Lang } from '../../../server/http/errors.ts';
import { scoreQuiz } from '../../../src/domain/course/index.ts';
import { text } from '../http/texts.ts';
import type { CourseDb } from '../db/schema.ts';
import { courseBySlug, iso, lang, pick, requireEnrolled, type CourseDeps } from './context.ts';
import { idempotencyKey } from './checkout.ts';
import { issueCertificateIfEarned } from './certificates.ts';

interface QuizParams { slug: string; quiz_id: string }
const QUIZ_LOCK = 4132;

async function quizOf(db: CourseDb, courseId: number, rawId: string, l: Lang) {
  const id = Number(rawId);
  const quiz = Number.isInteger(id) && id > 0 && id < 2 ** 31
    ? await db.selectFrom('quizzes').selectAll().where('id', '=', id).where('course_id', '=', courseId).executeTakeFirst()
    : undefined;
  if (!quiz) throw new AppError('NOT_FOUND', { reason: 'QUIZ_NOT_FOUND', message: l === 'en' ? 'Quiz not found' : 'Kuis tidak ditemukan' });
  return quiz;
}

type AttemptRow = { id: number; score: number; correct: number; total: number; passed: boolean; created_at: Date };
const attemptJson = (a: AttemptRow) => ({ attempt_id: a.id, score: a.score, correct: a.correct, total: a.total, passed: a.passed, created_at: iso(a.created_at) });

async function questionsOf(db: CourseDb, quizId: number) {
  const questions = await db.selectFrom('questions').selectAll().where('quiz_id', '=', quizId).orderBy('position').execute();
  const choices = questions.length === 0 ? [] : await db.selectFrom('choices').selectAll().where('question_id', 'in', questions.map((q) => q.id)).orderBy('position').execute();
  return questions.map((q) => ({ ...q, choices: choices.filter((c) => c.question_id === q.id) }));
}

export async function quizRoutes(app: FastifyInstance, deps: CourseDeps): Promise<void> {
  const { db } = deps;

  app.get<{ Params: QuizParams }>('/api/courses/:slug/quizzes/:quiz_id', async (request, reply) => {
    const l = lang(request);
    const owner = await deps.auth.require(request);
    const course = await courseBySlug(db, request.params.slug, l);
    await requireEnrolled(db, owner.customer_id, course.id, l);
    const quiz = await quizOf(db, course.id, request.params.quiz_id, l);
    const [questions, attempts] = await Promise.all([
      questionsOf(db, quiz.id),
      db.selectFrom('quiz_attempts').select(['id', 'score', 'correct', 'total', 'passed', 'created_at'])
        .where('customer_id', '=', owner.customer_id).where('quiz_id', '=', quiz.id).orderBy('id').execute(),
    ]);
    return ok(reply, {
      data: {
        quiz_id: quiz.id, title: pick(quiz.title, l), pass_mark: quiz.pass_mark, max_attempts: quiz.max_attempts,
        questions: questions.map((q) => ({ question_id: q.id, text: pick(q.text, l), choices: q.choices.map((c) => ({ choice_id: c.id, text: pick(c.text, l) })) })),
        attempts: attempts.map(attemptJson),
        best_score: attempts.reduce((best, a) => Math.max(best, a.score), 0),
        passed: attempts.some((a) => a.passed),
      },
    });
  });

  app.post<{ Params: QuizParams; Body: { answers: { question_id: number; choice_id: number }[] } }>('/api/courses/:slug/quizzes/:quiz_id/attempts', {
    schema: {
      body: {
        type: 'object', additionalProperties: false, required: ['answers'],
        properties: {
          answers: {
            type: 'array', maxItems: 200,
            items: { type: 'object', additionalProperties: false, required: ['question_id', 'choice_id'], properties: { question_id: { type: 'integer' }, choice_id: { type: 'integer' } } },
          },
        },
      },
    },
  }, async (request, reply) => {
    const l = lang(request);
    const key = idempotencyKey(request);
    const owner = await deps.auth.require(request);
    const customerId = owner.customer_id;
    const course = await courseBySlug(db, request.params.slug, l);
    await requireEnrolled(db, customerId, course.id, l);
    const quiz = await quizOf(db, course.id, request.params.quiz_id, l);
    const questions = await questionsOf(db, quiz.id);
    const answers = new Map(request.body.answers.map((a) => [a.question_id, a.choice_id]));
    const now = deps.now();
    const outcome = await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${QUIZ_LOCK}, ${customerId})`.execute(trx);
      const earlier = await trx.selectFrom('quiz_attempts').selectAll().where('customer_id', '=', customerId).where('quiz_id', '=', quiz.id).where('idempotency_key', '=', key).executeTakeFirst();
      if (earlier) return { attempt: earlier, replay: true };
      const used = await trx.selectFrom('quiz_attempts').select(sql<string>`count(*)`.as('n')).where('customer_id', '=', customerId).where('quiz_id', '=', quiz.id).executeTakeFirstOrThrow();
      if (quiz.max_attempts !== null && Number(used.n) >= quiz.max_attempts) {
        throw new AppError('UNPROCESSABLE', { reason: 'QUIZ_NO_ATTEMPTS_LEFT', message: text(l, 'noAttemptsLeft') });
      }
      const key_ = questions.map((q) => ({ questionId: q.id, correctChoiceId: q.choices.find((c) => c.is_correct)?.id ?? -1 }));
      const score = scoreQuiz(key_, answers, quiz.pass_mark);
      const attempt = await trx.insertInto('quiz_attempts').values({
        customer_id: customerId, quiz_id: quiz.id, idempotency_key: key, score: score.score, correct: score.correct, total: score.total, passed: score.passed,
        answers: JSON.stringify(request.body.answers), created_at: now,
      }).returningAll().executeTakeFirstOrThrow();
      return { attempt, replay: false };
    });
    const { attempt } = outcome;
    if (!outcome.replay && attempt.passed) await issueCertificateIfEarned(db, customerId, course.id, now);
    const given = new Map(attempt.answers.map((a) => [a.question_id, a.choice_id]));
    const results = questions.map((q) => {
      const correctChoice = q.choices.find((c) => c.is_correct)?.id ?? null;
      return { question_id: q.id, correct: correctChoice !== null && given.get(q.id) === correctChoice, correct_choice_id: correctChoice, explanation: pick(q.explanation, l) };
    });
    return ok(reply, { data: { ...attemptJson(attempt), results } }, 'OK', outcome.replay ? 200 : 201);
  });
}
