/** /kursus/dashboard (signed in): totals, progress per course, quizzes passed, certificates (code). */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { courseModule } from '../../../application/course/course.module';
import { COURSE_DASHBOARD_VIEW_MODEL, type CourseDashboardViewModel } from '../../../application/course/my-courses-view-model';
import { useViewModel } from '../../app/container-context';
import { CourseIntl } from './CourseIntl';
import { ProgressBar } from './MyCoursesPage';
import { COURSE_PATHS, CourseError, Loading } from './course-parts';
import { courseMessages as m, courseValueMessages as mv } from './course-messages';
import './course.css';

const DashboardView = observer(function DashboardView() {
  const vm = useViewModel<CourseDashboardViewModel>(COURSE_DASHBOARD_VIEW_MODEL, courseModule);
  useEffect(() => {
    void vm.load();
  }, [vm]);
  const d = vm.dashboard;
  return (
    <section className="course-page">
      <h1><FormattedMessage {...m.dashboard} /></h1>
      {vm.loadError !== null && <CourseError error={vm.loadError} onRetry={() => void vm.load()} />}
      <Loading show={vm.loading && !d} />
      {d && (
        <>
          <div className="course-totals" data-testid="dashboard-totals">
            <div><strong>{d.totals.courses}</strong><span className="small"><FormattedMessage {...m.totalCourses} /></span></div>
            <div><strong>{d.totals.lessonsFinished}</strong><span className="small"><FormattedMessage {...m.totalLessons} /></span></div>
            <div><strong>{d.totals.quizzesPassed}</strong><span className="small"><FormattedMessage {...m.totalQuizzes} /></span></div>
            <div><strong data-testid="dashboard-certificates">{d.totals.certificates}</strong><span className="small"><FormattedMessage {...m.totalCertificates} /></span></div>
          </div>
          {d.courses.length === 0 && <p className="muted"><FormattedMessage {...m.myEmpty} /> <Link to={COURSE_PATHS.catalog}><FormattedMessage {...m.backToCatalog} /></Link></p>}
          <ul className="course-list">
            {d.courses.map((c) => (
              <li key={c.slug} data-testid="dashboard-course" data-slug={c.slug}>
                <span>
                  <Link to={COURSE_PATHS.course(c.slug)}><strong>{c.title}</strong></Link><br />
                  <span className="small"><FormattedMessage {...mv.lessonsOf} values={{ done: c.lessonsFinished, total: c.lessonCount }} /></span> ·{' '}
                  <span className="small"><FormattedMessage {...mv.quizzesOf} values={{ done: c.quizzesPassed, total: c.quizCount }} /></span>
                </span>
                <span className="small"><FormattedMessage {...mv.progress} values={{ percent: c.progressPercent }} /></span>
                <ProgressBar percent={c.progressPercent} />
                {c.certificate
                  ? <span className="course-ok" data-testid="dashboard-certificate"><FormattedMessage {...mv.certificate} values={{ code: c.certificate.code }} /></span>
                  : <span className="muted small"><FormattedMessage {...m.noCertificate} /></span>}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
});

export default function CourseDashboardPage() {
  return <CourseIntl><DashboardView /></CourseIntl>;
}
