/** Pieces the /kursus pages share: the failure with 'Coba lagi', times, prices, the course card. */
import { FormattedMessage, useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { courseErrorKind } from '../../../application/course/course-errors';
import type { CourseSummary } from '../../../application/ports/course-api.port';
import { formatRupiah } from '../../../domain/format';
import { categoryTexts, courseMessages as m, courseValueMessages as mv, levelTexts } from './course-messages';

export const COURSE_PATHS = {
  catalog: '/kursus',
  cart: '/kursus/keranjang',
  checkout: '/kursus/checkout',
  my: '/kursus/saya',
  dashboard: '/kursus/dashboard',
  course: (slug: string) => `/kursus/${encodeURIComponent(slug)}`,
  lesson: (slug: string, lessonId: number) => `/kursus/${encodeURIComponent(slug)}/belajar/${lessonId}`,
  quiz: (slug: string, quizId: number) => `/kursus/${encodeURIComponent(slug)}/kuis/${quizId}`,
  order: (orderCode: string) => `/kursus/pesanan/${encodeURIComponent(orderCode)}`,
} as const;

/** Whole seconds as m:ss (67 -> '1:07'). */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

const ERROR_TEXT: Record<ReturnType<typeof courseErrorKind>, MessageDescriptor> = {
  unavailable: m.unavailable, malformed: m.malformed, notFound: m.notFound, notEnrolled: m.notEnrolled, signIn: m.signIn, rejected: m.rejected,
};

/** The localised text of a failed course call. */
export function errorText(error: unknown): MessageDescriptor {
  return ERROR_TEXT[courseErrorKind(error)];
}

/** A course page that could not load: what happened, and 'Coba lagi'. */
export function CourseError({ error, onRetry, testId = 'course-error' }: { error: unknown; onRetry: () => void; testId?: string }) {
  return (
    <div className="course-error form-error" role="alert" data-testid={testId} data-kind={courseErrorKind(error)}>
      <FormattedMessage {...errorText(error)} />{' '}
      <button type="button" className="btn btn-outline btn-small" onClick={onRetry}><FormattedMessage {...m.retry} /></button>
    </div>
  );
}

/**
 * 'Memuat…' while a page's data loads. With `reserve`, it keeps about the height of what comes
 * (course.css: a catalogue page of cards, a course's header and description), so the content does
 * not push the rest of the page down when it arrives (layout shift).
 */
export function Loading({ show, reserve }: { show: boolean; reserve?: 'catalog' | 'course' }) {
  return show ? <p className={reserve ? `muted course-loading course-loading-${reserve}` : 'muted'} role="status"><FormattedMessage {...m.loading} /></p> : null;
}

export function Price({ price }: { price: number }) {
  return price === 0 ? <FormattedMessage {...m.free} /> : <>{formatRupiah(price)}</>;
}

export function LevelText({ level }: { level: CourseSummary['level'] }) {
  return <FormattedMessage {...levelTexts[level]} />;
}

/** A category's name: the known ones localised, others as the service sent them. */
export function categoryName(intl: IntlShape, category: string): string {
  const text = (categoryTexts as Record<string, MessageDescriptor | undefined>)[category];
  return text ? intl.formatMessage(text) : category;
}

export function CategoryText({ category }: { category: string }) {
  return <>{categoryName(useIntl(), category)}</>;
}

export function CourseCard({ course }: { course: CourseSummary }) {
  return (
    <li className="course-card" data-testid="course-card" data-slug={course.slug}>
      <Link to={COURSE_PATHS.course(course.slug)} className="course-card-title"><strong>{course.title}</strong></Link>
      <span className="muted small">{course.subtitle}</span>
      <span className="small">
        <CategoryText category={course.category} /> · <LevelText level={course.level} /> · <FormattedMessage {...mv.lessonsCount} values={{ count: course.lessonCount }} />
      </span>
      {course.ratingCount > 0 && <span className="small"><FormattedMessage {...mv.rating} values={{ average: course.ratingAverage.toFixed(1), count: course.ratingCount }} /></span>}
      <span className="course-card-foot">
        <strong className="course-price"><Price price={course.price} /></strong>
        {course.status === 'upcoming' && <span className="course-badge"><FormattedMessage {...m.upcoming} /></span>}
      </span>
    </li>
  );
}
