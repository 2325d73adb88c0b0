/**
 * /kursus/:slug/kuis/:quizId (signed in, owners): the questions with radio choices, 'Kirim
 * Jawaban' (one Idempotency-Key per submission: a double click counts once), then the score,
 * passed or not against the pass mark, each question's correct answer and explanation, and the
 * attempts left.
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useParams } from 'react-router';
import { courseModule } from '../../../application/course/course.module';
import { QUIZ_VIEW_MODEL, type QuizViewModel } from '../../../application/course/quiz-view-model';
import { useViewModel } from '../../app/container-context';
import { CourseIntl } from './CourseIntl';
import { COURSE_PATHS, CourseError, Loading, errorText } from './course-parts';
import { courseMessages as m, courseValueMessages as mv } from './course-messages';
import './course.css';

const QuizView = observer(function QuizView() {
  const vm = useViewModel<QuizViewModel>(QUIZ_VIEW_MODEL, courseModule);
  const { slug = '', quizId = '' } = useParams();
  const id = Number(quizId);
  useEffect(() => {
    void vm.load(slug, id);
  }, [vm, slug, id]);
  const quiz = vm.quiz;
  const result = vm.result;
  const outcome = (questionId: number) => result?.results.find((r) => r.questionId === questionId);
  return (
    <section className="course-page">
      {vm.loadError !== null && <CourseError error={vm.loadError} onRetry={() => void vm.load(slug, id)} />}
      <Loading show={vm.loading && !quiz} />
      {quiz && (
        <form className="course-box" onSubmit={(e) => {
          e.preventDefault();
          void vm.submit();
        }}>
          <h1 className="h3">{quiz.title}</h1>
          <p className="small muted">
            <FormattedMessage {...mv.passMark} values={{ mark: quiz.passMark }} />
            {vm.attemptsLeft !== null && <> · <span data-testid="quiz-attempts-left" data-count={vm.attemptsLeft}><FormattedMessage {...mv.attemptsLeft} values={{ count: vm.attemptsLeft }} /></span></>}
            {quiz.bestScore !== null && <> · <FormattedMessage {...mv.bestScore} values={{ score: quiz.bestScore }} /></>}
          </p>
          {quiz.questions.map((q, i) => {
            const o = outcome(q.questionId);
            return (
              <fieldset key={q.questionId} className="course-question" data-testid="quiz-question">
                <legend>{i + 1}. {q.text}</legend>
                {q.choices.map((c) => (
                  <label key={c.choiceId}>
                    <input type="radio" name={`q-${q.questionId}`} value={c.choiceId} checked={vm.answers[q.questionId] === c.choiceId} disabled={result !== null} onChange={() => vm.choose(q.questionId, c.choiceId)} />{' '}
                    {c.text}{o && o.correctChoiceId === c.choiceId && <strong className="course-ok"> ✓</strong>}
                  </label>
                ))}
                {o && (
                  <p className="small" data-testid="quiz-explanation">
                    <strong className={o.correct ? 'course-ok' : 'course-bad'}><FormattedMessage {...(o.correct ? m.quizCorrect : m.quizWrong)} /></strong> · {o.explanation}
                  </p>
                )}
              </fieldset>
            );
          })}
          {result && (
            <p role="status" data-testid="quiz-score" data-score={result.score} data-passed={result.passed}>
              <strong className={result.passed ? 'course-ok' : 'course-bad'} data-testid="quiz-verdict"><FormattedMessage {...(result.passed ? m.quizPassed : m.quizFailed)} /></strong>{' '}
              <FormattedMessage {...mv.score} values={{ score: result.score, correct: result.correct, total: result.total }} />
            </p>
          )}
          {vm.error !== null && <p className="form-error" role="alert" data-testid="quiz-error"><FormattedMessage {...m.quizSendFailed} /> <FormattedMessage {...errorText(vm.error)} /></p>}
          {vm.attemptsLeft === 0 && !result && <p className="form-error" data-testid="quiz-no-attempts"><FormattedMessage {...m.quizNoAttempts} /></p>}
          {!result && !vm.complete && <p className="muted small"><FormattedMessage {...m.quizAnswerAll} /></p>}
          <div className="course-actions">
            {result
              // Keyed: the second click of a double click on 'Kirim Jawaban' must not land on 'Coba Lagi Kuis'.
              ? (vm.attemptsLeft !== 0 && <button key="again" type="button" className="btn btn-outline" onClick={() => vm.again()}><FormattedMessage {...m.quizAgain} /></button>)
              : <button key="submit" type="submit" className="btn btn-primary" disabled={vm.submitting || !vm.complete || vm.attemptsLeft === 0}><FormattedMessage {...(vm.submitting ? m.processing : m.quizSubmit)} /></button>}
            <Link to={COURSE_PATHS.course(slug)}><FormattedMessage {...m.backToCourse} /></Link>
          </div>
        </form>
      )}
    </section>
  );
});

export default function QuizPage() {
  return <CourseIntl><QuizView /></CourseIntl>;
}
