/** /kursus/saya (signed in): the customer's courses with their progress and where to continue. */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { courseModule } from '../../../application/course/course.module';
import { MY_COURSES_VIEW_MODEL, type MyCoursesViewModel } from '../../../application/course/my-courses-view-model';
import { useViewModel } from '../../app/container-context';
import { CourseIntl } from './CourseIntl';
import { COURSE_PATHS, CourseError, Loading } from './course-parts';
import { courseMessages as m, courseValueMessages as mv } from './course-messages';
import './course.css';

export function ProgressBar({ percent }: { percent: number }) {
  const intl = useIntl();
  const p = Math.max(0, Math.min(100, percent));
  return (
    <span className="course-progress" role="progressbar" aria-label={intl.formatMessage(mv.progress, { percent: p })} aria-valuenow={p} aria-valuemin={0} aria-valuemax={100}>
      <span style={{ width: `${p}%` }} />
    </span>
  );
}

const MyCourses = observer(function MyCourses() {
  const vm = useViewModel<MyCoursesViewModel>(MY_COURSES_VIEW_MODEL, courseModule);
  useEffect(() => {
    void vm.load();
  }, [vm]);
  return (
    <section className="course-page">
      <h1><FormattedMessage {...m.myTitle} /></h1>
      <p><Link to={COURSE_PATHS.dashboard}><FormattedMessage {...m.dashboard} /></Link></p>
      {vm.loadError !== null && <CourseError error={vm.loadError} onRetry={() => void vm.load()} />}
      <Loading show={vm.loading && !vm.courses} />
      {vm.courses?.length === 0 && (
        <p className="muted" data-testid="my-courses-empty"><FormattedMessage {...m.myEmpty} /> <Link to={COURSE_PATHS.catalog}><FormattedMessage {...m.backToCatalog} /></Link></p>
      )}
      {vm.courses && vm.courses.length > 0 && (
        <ul className="course-grid">
          {vm.courses.map((c) => (
            <li key={c.slug} className="course-card" data-testid="my-course" data-slug={c.slug}>
              <Link to={COURSE_PATHS.course(c.slug)}><strong>{c.title}</strong></Link>
              <span className="small"><FormattedMessage {...mv.progress} values={{ percent: c.progressPercent }} /></span>
              <ProgressBar percent={c.progressPercent} />
              {c.lastLessonId !== null && (
                <Link className="btn btn-primary btn-small" to={COURSE_PATHS.lesson(c.slug, c.lastLessonId)}><FormattedMessage {...m.continue} /></Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});

export default function MyCoursesPage() {
  return <CourseIntl><MyCourses /></CourseIntl>;
}
