// In-memory bindings of the 'course' feature (issue 13). Called by bindMemoryAdapters only.
// One MemoryCourseApi per container: it holds the memory world's carts, orders and progress.
import type { Container } from 'inversify';
import { COURSE_API } from '../../../application/ports/course-api.port';
import { MemoryCourseApi } from '../../memory/course.memory';

export function bindCourseMemory(container: Container): void {
  container.bind(MemoryCourseApi).toSelf().inSingletonScope();
  container.bind(COURSE_API).toService(MemoryCourseApi);
}
