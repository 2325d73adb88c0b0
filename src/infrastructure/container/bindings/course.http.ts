// HTTP bindings of the 'course' feature (FeatureLoader; issue 13): CourseApi against the course
// service at the runtime configuration's courseBaseUrl, loaded with the /kursus pages only. Its
// client is the shared HttpClient rebased there (same tokens, language and retry policy).
import type { Container } from 'inversify';
import { COURSE_API } from '../../../application/ports/course-api.port';
import type { RuntimeConfig } from '../../config/runtime-config';
import { COURSE_HTTP_CLIENT, HttpCourseApi } from '../../http/course-api.http';
import { HTTP_CLIENT, type HttpClient } from '../../http/http-client';
import { RUNTIME_CONFIG } from '../base-container';

/** Retries of the course client: few, so a course page says the service is down within about a second. */
export const COURSE_RETRIES = 2;

export function bindCourseHttp(container: Container): void {
  container.bind(COURSE_HTTP_CLIENT).toDynamicValue((ctx) =>
    ctx.get<HttpClient>(HTTP_CLIENT).rebased(ctx.get<RuntimeConfig>(RUNTIME_CONFIG).courseBaseUrl, { retries: COURSE_RETRIES }));
  container.bind(COURSE_API).to(HttpCourseApi);
}
