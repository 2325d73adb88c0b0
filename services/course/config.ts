// The course service's configuration: environment variables only (docs/courses.md lists them).
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { list, nonNegative, secretFrom } from '../../server/config.ts';
import { operabilityFromEnv, type OperabilityConfig } from '../../server/operability/config.ts';

/** Health, shutdown, metrics (COURSE_METRICS_PORT) and pool size (COURSE_DATABASE_POOL_SIZE): server/operability/config.ts. */
export interface CourseConfig extends OperabilityConfig {
  port: number;
  host: string;
  env: 'production' | 'development' | 'test';
  dataDir: string;
  /** PostgreSQL at this URL; absent = PGlite in DATA_DIR/course. */
  databaseUrl?: string;
  databaseSchema?: string;
  /** The main API as this service reaches it (token owner, course invoices). Read at call time. */
  mainApiUrl: string;
  /** Shared with the main API (x-service-key both ways) and the key of the signed video URLs. */
  serviceKey: string;
  allowedOrigins: string[];
  /** Milliseconds a token the main API vouched for is trusted without asking again. */
  tokenCacheTtlMs: number;
  /** This service's address as a browser reaches it: the base of the signed video URLs. */
  publicUrl: string;
  /** Seconds a signed video URL stays valid. */
  mediaUrlTtlSeconds: number;
  /** Where the lesson videos and posters are (services/course/media by default). */
  mediaDir: string;
  /** Milliseconds a call to the main API may take. */
  mainApiTimeoutMs: number;
  seedDemo: boolean;
  /** The main server's Redis (REDIS_URL): its token revocations are heard at once (http/shared-changes.ts). */
  redisUrl?: string;
  /** The main server's REDIS_KEY_PREFIX (its channel is `${prefix}changes`). */
  redisKeyPrefix: string;
}

export const DEFAULT_MEDIA_DIR = join(dirname(fileURLToPath(import.meta.url)), 'media');

const trimSlash = (s: string): string => s.replace(/\/+$/, '');

export function loadCourseConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<CourseConfig> = {}): CourseConfig {
  const mode = env.NODE_ENV === 'development' ? 'development' : env.NODE_ENV === 'test' ? 'test' : 'production';
  const dataDir = resolve(overrides.dataDir ?? env.DATA_DIR ?? './.data');
  const port = Number(env.COURSE_PORT ?? 8081);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`COURSE_PORT must be a port number, got ${env.COURSE_PORT}`);
  const origins = list(env.COURSE_ALLOWED_ORIGINS);
  // As the main server (server/config.ts): several processes on one database need one key, not one per data directory.
  if (mode === 'production' && env.COURSE_DATABASE_URL && !env.COURSE_SERVICE_KEY && !overrides.serviceKey) {
    throw new Error('Refusing to start: in production on PostgreSQL (COURSE_DATABASE_URL) COURSE_SERVICE_KEY must be set in the environment, '
      + 'the same as the main server\'s; a key generated into each data directory would differ between processes (docs/operations.md "Secrets").');
  }
  const base: CourseConfig = {
    port,
    host: env.COURSE_HOST ?? '0.0.0.0',
    env: mode,
    dataDir,
    databaseUrl: env.COURSE_DATABASE_URL || undefined,
    databaseSchema: env.COURSE_DATABASE_SCHEMA || (env.COURSE_DATABASE_URL ? 'course' : undefined),
    mainApiUrl: trimSlash(env.MAIN_API_URL || `http://127.0.0.1:${env.PORT || 8080}`),
    serviceKey: overrides.serviceKey ?? secretFrom(dataDir, env.COURSE_SERVICE_KEY, 'course-service-key'),
    allowedOrigins: origins.length > 0 ? origins : ['http://localhost:8080', 'http://127.0.0.1:8080', 'http://localhost:5173', 'http://127.0.0.1:5173'],
    tokenCacheTtlMs: nonNegative('COURSE_TOKEN_CACHE_TTL_MS', env.COURSE_TOKEN_CACHE_TTL_MS, 10_000),
    publicUrl: trimSlash(env.COURSE_PUBLIC_URL || `http://localhost:${port}`),
    mediaUrlTtlSeconds: nonNegative('COURSE_MEDIA_URL_TTL_SECONDS', env.COURSE_MEDIA_URL_TTL_SECONDS, 6 * 3600) || 6 * 3600,
    mediaDir: resolve(env.COURSE_MEDIA_DIR || DEFAULT_MEDIA_DIR),
    mainApiTimeoutMs: nonNegative('COURSE_MAIN_API_TIMEOUT_MS', env.COURSE_MAIN_API_TIMEOUT_MS, 5_000) || 5_000,
    seedDemo: env.SEED_DEMO !== '0',
    ...operabilityFromEnv(env, mode, { metricsPort: 'COURSE_METRICS_PORT', poolSize: 'COURSE_DATABASE_POOL_SIZE' }),
    redisUrl: env.REDIS_URL || undefined,
    redisKeyPrefix: env.REDIS_KEY_PREFIX || 'titip:',
  };
  return { ...base, ...overrides };
}
