/**
 * /kursus/:slug/belajar/:lessonId (signed in, owners): the lesson's video (HTML5, the signed
 * video_url of the lesson call) starting at resumeSecond(kept progress) once its metadata is
 * loaded ('Lanjutkan dari m:ss'), progress saved every PROGRESS_SAVE_INTERVAL_MS while playing, on
 * pause, on end (finished), when the tab is hidden or the page left (keepalive) and when the route
 * unmounts; the next lesson; the syllabus with finished ticks.
 * Test ids: lesson-video, lesson-saved-second (data-second: the last second the service kept),
 * lesson-resume (data-second), lesson-syllabus, lesson-finished.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useParams } from 'react-router';
import { courseModule } from '../../../application/course/course.module';
import { LESSON_PLAYER_VIEW_MODEL, type LessonPlayerViewModel } from '../../../application/course/lesson-player-view-model';
import { useViewModel } from '../../app/container-context';
import { CourseIntl } from './CourseIntl';
import { COURSE_PATHS, CourseError, Loading, clock } from './course-parts';
import { courseMessages as m, courseValueMessages as mv } from './course-messages';
import './course.css';

const Player = observer(function Player({ vm }: { vm: LessonPlayerViewModel }) {
  const video = useRef<HTMLVideoElement>(null);
  const lesson = vm.lesson;
  if (!lesson) return null;
  const onMetadata = () => {
    const v = video.current;
    if (v && vm.resumeAt > 0 && v.currentTime < vm.resumeAt) v.currentTime = vm.resumeAt;
  };
  return (
    <>
      <video
        key={lesson.lessonId} ref={video} className="course-video" data-testid="lesson-video" src={lesson.videoUrl} controls preload="metadata" playsInline
        onLoadedMetadata={onMetadata}
        onTimeUpdate={(e) => vm.setPosition(e.currentTarget.currentTime)}
        onPlay={() => vm.onPlay()}
        onPause={() => void vm.onPause()}
        onEnded={() => void vm.onEnded()}
      />
      <p className="small muted course-actions">
        {vm.resumeAt > 0 && <span data-testid="lesson-resume" data-second={vm.resumeAt}><FormattedMessage {...mv.resume} values={{ time: clock(vm.resumeAt) }} /></span>}
        <span data-testid="lesson-saved-second" data-second={vm.savedSecond}><FormattedMessage {...mv.saved} values={{ time: clock(vm.savedSecond) }} /></span>
      </p>
    </>
  );
});

const Lesson = observer(function Lesson() {
  const vm = useViewModel<LessonPlayerViewModel>(LESSON_PLAYER_VIEW_MODEL, courseModule);
  const { slug = '', lessonId = '' } = useParams();
  const id = Number(lessonId);
  useEffect(() => {
    void vm.load(slug, id);
    // Leaving this lesson (another lesson, or the route unmounts): save where the customer was.
    return () => void vm.leave();
  }, [vm, slug, id]);
  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState === 'hidden') void vm.save(false, true);
    };
    const pagehide = () => void vm.save(false, true);
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', pagehide);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', pagehide);
      vm.dispose();
    };
  }, [vm]);
  const lesson = vm.lesson;
  const course = vm.course;
  return (
    <section className="course-page">
      {vm.loadError !== null && <CourseError error={vm.loadError} onRetry={() => void vm.load(slug, id)} />}
      <Loading show={vm.loading && !lesson} />
      {lesson && (
        <>
          <h1 className="h3" data-testid="lesson-title">{lesson.title}</h1>
          <Player vm={vm} />
          <div className="course-actions">
            {lesson.previousLessonId !== null && <Link className="btn btn-outline btn-small" to={COURSE_PATHS.lesson(slug, lesson.previousLessonId)}><FormattedMessage {...m.previousLesson} /></Link>}
            {lesson.nextLessonId !== null && <Link className="btn btn-primary btn-small" to={COURSE_PATHS.lesson(slug, lesson.nextLessonId)}><FormattedMessage {...m.nextLesson} /></Link>}
            <Link to={COURSE_PATHS.course(slug)}><FormattedMessage {...m.backToCourse} /></Link>
          </div>
        </>
      )}
      {course && (
        <nav className="course-box" data-testid="lesson-syllabus" aria-label={course.title}>
          <h2>{course.title}</h2>
          {course.sections.map((s) => (
            <div key={s.title}>
              <h3 className="h6">{s.title}</h3>
              <ol className="course-syllabus">
                {s.lessons.map((l) => (
                  <li key={l.lessonId} className={l.lessonId === id ? 'current' : undefined} aria-current={l.lessonId === id ? 'page' : undefined}>
                    <Link to={COURSE_PATHS.lesson(slug, l.lessonId)}>{l.title}</Link> <span className="muted small">{clock(l.durationSeconds)}</span>
                    {vm.finished.has(l.lessonId) && <span className="course-tick" data-testid="lesson-finished" data-lesson={l.lessonId}>✓ <FormattedMessage {...m.lessonDone} /></span>}
                  </li>
                ))}
              </ol>
            </div>
          ))}
          {course.quizzes.map((q) => <p key={q.quizId}><Link to={COURSE_PATHS.quiz(slug, q.quizId)}>{q.title}</Link></p>)}
        </nav>
      )}
    </section>
  );
});

export default function LessonPage() {
  return <CourseIntl><Lesson /></CourseIntl>;
}
