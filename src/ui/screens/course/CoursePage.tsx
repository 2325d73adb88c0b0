/**
 * /kursus/:slug (public): the course (description, instructor, what you learn, syllabus, quizzes)
 * and what the customer can do: add it to the course cart (toast 'Gagal menambahkan course' when
 * refused), register for a free course, pre-register for an upcoming one, start learning when owned.
 * A visitor is asked to sign in first. Then the reviews.
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { courseModule } from '../../../application/course/course.module';
import { COURSE_PAGE_VIEW_MODEL, type CoursePageViewModel } from '../../../application/course/course-page-view-model';
import { SESSION_VIEW_MODEL, type SessionViewModel } from '../../../application/session/session-view-model';
import { useService } from '../../app/container-context';
import { usePageViewModel } from '../../app/page-data';
import { notify } from '../../lib/toast';
import { when } from '../invoice/invoice-parts';
import { CourseIntl } from './CourseIntl';
import { CourseReviews } from './CourseReviews';
import { COURSE_PATHS, CategoryText, CourseError, LevelText, Loading, Price, clock, errorText } from './course-parts';
import { courseMessages as m, courseValueMessages as mv } from './course-messages';
import { useItemHead } from '../../routes/DocumentHead';
import './course.css';

const Actions = observer(function Actions({ vm }: { vm: CoursePageViewModel }) {
  const session = useService<SessionViewModel>(SESSION_VIEW_MODEL);
  const intl = useIntl();
  const c = vm.course;
  if (!c) return null;
  const guarded = (run: () => Promise<void>) => () => {
    if (!session.signedIn) session.requireLogin();
    else void run();
  };
  const addToCart = guarded(async () => {
    if (await vm.addToCart()) notify.success(intl.formatMessage(m.added));
    else notify.error(intl.formatMessage(m.addFailed));
  });
  const register = guarded(async () => {
    if (!(await vm.register())) notify.error(intl.formatMessage(errorText(vm.actionError)));
  });
  const preRegister = guarded(async () => {
    if (!(await vm.preRegister())) notify.error(intl.formatMessage(errorText(vm.actionError)));
  });
  const first = vm.firstLessonId;
  if (c.isOwned) {
    return (
      <div className="course-actions" data-testid="course-owned">
        <span className="course-ok"><FormattedMessage {...m.owned} /></span>
        {first !== null && <Link className="btn btn-primary" to={COURSE_PATHS.lesson(c.slug, first)}><FormattedMessage {...m.start} /></Link>}
      </div>
    );
  }
  if (c.status === 'upcoming') {
    return c.preRegistered
      ? <p className="course-ok" data-testid="course-pre-registered"><FormattedMessage {...m.preRegistered} /></p>
      : <button type="button" className="btn btn-primary" disabled={vm.busy !== null} onClick={preRegister}><FormattedMessage {...m.preRegister} /></button>;
  }
  if (c.price === 0) {
    return <button type="button" className="btn btn-primary" disabled={vm.busy !== null} onClick={register}><FormattedMessage {...m.register} /></button>;
  }
  return c.inCart
    ? <Link className="btn btn-outline" to={COURSE_PATHS.cart}><FormattedMessage {...m.inCart} /></Link>
    : <button type="button" className="btn btn-primary" disabled={vm.busy !== null} onClick={addToCart}><FormattedMessage {...m.addToCart} /></button>;
});

const Course = observer(function Course() {
  const { slug = '' } = useParams();
  // Server-rendered with the course and its first reviews (docs/ssr.md).
  const { vm, preloaded } = usePageViewModel<CoursePageViewModel>(COURSE_PAGE_VIEW_MODEL, courseModule, `course:${slug}`, (model) => model.load(slug));
  useEffect(() => {
    if (!preloaded) void vm.load(slug);
  }, [vm, slug, preloaded]);
  const c = vm.course;
  useItemHead(c?.title);
  return (
    <section className="course-page">
      {vm.loadError !== null && <CourseError error={vm.loadError} onRetry={() => void vm.load(slug)} />}
      <Loading show={vm.loading && !c} reserve="course" />
      {c && (
        <>
          <header className="course-box">
            <h1 data-testid="course-title">{c.title}</h1>
            <p className="muted">{c.subtitle}</p>
            <p className="small">
              <CategoryText category={c.category} /> · <LevelText level={c.level} /> · <FormattedMessage {...mv.lessonsCount} values={{ count: c.lessonCount }} /> · {clock(c.durationSeconds)}
              {c.status === 'upcoming' && c.startsAt && <> · <FormattedMessage {...mv.startsAt} values={{ date: when(c.startsAt) }} /></>}
            </p>
            <strong className="course-price" data-testid="course-price"><Price price={c.price} /></strong>
            <Actions vm={vm} />
          </header>
          <section className="course-box">
            <p>{c.description}</p>
            {c.whatYouLearn.length > 0 && (
              <>
                <h2><FormattedMessage {...m.whatYouLearn} /></h2>
                <ul>{c.whatYouLearn.map((w) => <li key={w}>{w}</li>)}</ul>
              </>
            )}
            <h2><FormattedMessage {...m.instructor} /></h2>
            <p><strong>{c.instructor.name}</strong>{c.instructor.title && <> · {c.instructor.title}</>}<br /><span className="small">{c.instructor.bio}</span></p>
          </section>
          <section className="course-box" data-testid="course-syllabus">
            <h2><FormattedMessage {...m.syllabus} /></h2>
            {c.sections.map((s) => (
              <div key={s.title}>
                <h3 className="h6">{s.title}</h3>
                <ol className="course-syllabus">
                  {s.lessons.map((l) => (
                    <li key={l.lessonId}>
                      {c.isOwned ? <Link to={COURSE_PATHS.lesson(c.slug, l.lessonId)}>{l.title}</Link> : l.title} <span className="muted small">{clock(l.durationSeconds)}</span>
                    </li>
                  ))}
                </ol>
              </div>
            ))}
            {c.quizzes.length > 0 && (
              <>
                <h2><FormattedMessage {...m.quizzes} /></h2>
                <ul className="course-syllabus">
                  {c.quizzes.map((q) => (
                    <li key={q.quizId}>{c.isOwned ? <Link to={COURSE_PATHS.quiz(c.slug, q.quizId)}>{q.title}</Link> : q.title} <span className="muted small"><FormattedMessage {...mv.passMark} values={{ mark: q.passMark }} /></span></li>
                  ))}
                </ul>
              </>
            )}
          </section>
          <CourseReviews vm={vm} />
        </>
      )}
      <p><Link to={COURSE_PATHS.catalog}><FormattedMessage {...m.backToCatalog} /></Link></p>
    </section>
  );
});

export default function CoursePage() {
  return <CourseIntl><Course /></CourseIntl>;
}
