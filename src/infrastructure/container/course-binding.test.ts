// The 'course' feature in the http composition root: CourseApi binds only once the feature is
// ensured, calls the runtime configuration's courseBaseUrl (never apiBaseUrl) and gives up after
// COURSE_RETRIES retries, so a course page shows the service down quickly.
import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { AxiosAdapter } from 'axios';
import { FEATURE_LOADER, type FeatureLoader } from '../../application/ports/feature-loader.port';
import { COURSE_API, type CourseApi } from '../../application/ports/course-api.port';
import { DEFAULT_RUNTIME_CONFIG } from '../config/runtime-config';
import { MemoryKeyValueStorage } from '../storage/browser-storage';
import { COURSE_RETRIES } from './bindings/course.http';
import { createHttpContainer } from './create-container';

describe('course feature (http)', () => {
  it('binds CourseApi on ensure, against courseBaseUrl, with few retries', async () => {
    const urls: string[] = [];
    const adapter: AxiosAdapter = async (config) => {
      urls.push(config.url ?? '');
      return { data: '{}', status: 503, statusText: '', headers: {}, config, request: {} };
    };
    const http = createHttpContainer({
      storage: new MemoryKeyValueStorage(), cookies: null, adapter, retry: { sleep: async () => undefined },
      config: { ...DEFAULT_RUNTIME_CONFIG, apiBaseUrl: '/api', courseBaseUrl: 'http://course.test:8081' },
    });
    expect(http.isBound(COURSE_API)).toBe(false);
    await http.get<FeatureLoader>(FEATURE_LOADER).ensure('course');
    await expect(http.get<CourseApi>(COURSE_API).courses({})).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    expect(urls).toHaveLength(1 + COURSE_RETRIES);
    for (const url of urls) expect(url.startsWith('http://course.test:8081/api/courses?')).toBe(true);
  });
});
