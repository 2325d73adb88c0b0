/** /kursus/saya and /kursus/dashboard: the customer's courses with their progress, and the learning dashboard. */
import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { COURSE_API, type CourseApi, type Dashboard, type MyCourse } from '../ports/course-api.port';
import { loadInto } from '../payment/load-state';

export const MY_COURSES_VIEW_MODEL = Symbol.for('course.MyCoursesViewModel');
export const COURSE_DASHBOARD_VIEW_MODEL = Symbol.for('course.CourseDashboardViewModel');

@injectable()
export class MyCoursesViewModel {
  courses: MyCourse[] | null = null;
  loading = false;
  loadError: unknown = null;

  constructor(@inject(COURSE_API) private readonly api: CourseApi) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    await loadInto(this, () => this.api.myCourses(), (courses) => {
      this.courses = courses;
    });
  }
}

@injectable()
export class CourseDashboardViewModel {
  dashboard: Dashboard | null = null;
  loading = false;
  loadError: unknown = null;

  constructor(@inject(COURSE_API) private readonly api: CourseApi) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    await loadInto(this, () => this.api.dashboard(), (dashboard) => {
      this.dashboard = dashboard;
    });
  }
}
