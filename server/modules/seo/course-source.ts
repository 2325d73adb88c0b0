// The course service's public calls the heads and the sitemap need (docs/api/courses.md "Public
// calls"), at COURSE_SERVICE_URL as this server reaches it. The storefront keeps answering when the
// course service does not: a failed call is null (the route's own texts), or no courses in the sitemap.
import type { Lang } from '../../http/errors.ts';

export interface CourseSummaryWire {
  slug: string;
  title: string;
  subtitle: string;
  price: number;
  thumbnail_url: string | null;
}
export interface CourseDetailWire extends CourseSummaryWire {
  description: string;
  instructor?: { name: string } | null;
}

async function call<T>(url: string, lang: Lang, timeoutMs: number): Promise<T | null> {
  try {
    const res = await fetch(url, { headers: { accept: 'application/json', 'tb-language': lang }, signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) return null;
    const body = (await res.json()) as { action?: boolean; data?: T };
    return body.action === true && body.data !== undefined ? body.data : null;
  } catch {
    return null;
  }
}

/** A course's public detail (null: no such course, or the service did not answer in time). */
export async function courseDetail(baseUrl: string, slug: string, lang: Lang, timeoutMs: number): Promise<CourseDetailWire | null> {
  if (!/^[a-z0-9][a-z0-9-]{0,119}$/i.test(slug)) return null;
  const course = await call<CourseDetailWire>(`${baseUrl}/api/courses/${encodeURIComponent(slug)}`, lang, timeoutMs);
  return course && typeof course.title === 'string' && typeof course.slug === 'string' ? course : null;
}

/** Every listed course (pages of 50), or null when the service did not answer. */
export async function allCourses(baseUrl: string, timeoutMs: number): Promise<CourseSummaryWire[] | null> {
  const out: CourseSummaryWire[] = [];
  for (let page = 1; page <= 40; page++) {
    const data = await call<{ items: CourseSummaryWire[]; total: number }>(`${baseUrl}/api/courses?page=${page}&per_page=50`, 'id', timeoutMs);
    if (!data) return page === 1 ? null : out;
    out.push(...data.items);
    if (data.items.length === 0 || out.length >= data.total) break;
  }
  return out;
}
