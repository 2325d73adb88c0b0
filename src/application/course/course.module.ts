/**
 * The bindings of the /kursus pages (docs/courses.md, Storefront), loaded with their chunks; they
 * need the 'course' feature (CourseApi at the runtime configuration's courseBaseUrl). No other
 * route loads it, so the rest of the storefront works when the course service is down.
 */
import { ContainerModule } from 'inversify';
import { withFeatures } from '../feature-module';
import { COURSE_CATALOG_VIEW_MODEL, CourseCatalogViewModel } from './catalog-view-model';
import { COURSE_CART_VIEW_MODEL, CourseCartViewModel } from './course-cart-view-model';
import { COURSE_CHECKOUT_VIEW_MODEL, CourseCheckoutViewModel } from './course-checkout-view-model';
import { COURSE_INVOICE_VIEW_MODEL, CourseInvoiceViewModel } from './course-invoice-view-model';
import { COURSE_PAGE_VIEW_MODEL, CoursePageViewModel } from './course-page-view-model';
import { LESSON_PLAYER_VIEW_MODEL, LessonPlayerViewModel } from './lesson-player-view-model';
import { COURSE_DASHBOARD_VIEW_MODEL, CourseDashboardViewModel, MY_COURSES_VIEW_MODEL, MyCoursesViewModel } from './my-courses-view-model';
import { QUIZ_VIEW_MODEL, QuizViewModel } from './quiz-view-model';

export const courseModule = withFeatures(['course'], new ContainerModule(({ bind }) => {
  bind(COURSE_CATALOG_VIEW_MODEL).to(CourseCatalogViewModel).inTransientScope();
  bind(COURSE_PAGE_VIEW_MODEL).to(CoursePageViewModel).inTransientScope();
  bind(COURSE_CART_VIEW_MODEL).to(CourseCartViewModel).inTransientScope();
  bind(COURSE_CHECKOUT_VIEW_MODEL).to(CourseCheckoutViewModel).inTransientScope();
  bind(COURSE_INVOICE_VIEW_MODEL).to(CourseInvoiceViewModel).inTransientScope();
  bind(MY_COURSES_VIEW_MODEL).to(MyCoursesViewModel).inTransientScope();
  bind(COURSE_DASHBOARD_VIEW_MODEL).to(CourseDashboardViewModel).inTransientScope();
  bind(LESSON_PLAYER_VIEW_MODEL).to(LessonPlayerViewModel).inTransientScope();
  bind(QUIZ_VIEW_MODEL).to(QuizViewModel).inTransientScope();
}));
