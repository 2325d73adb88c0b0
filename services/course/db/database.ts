// The course service's database: the main server's openDatabase (PGlite in a directory or in
// memory, or PostgreSQL in a schema) with the course service's own migrations.
import type { Kysely } from 'kysely';
import { openDatabase } from '../../../server/db/database.ts';
import type { CourseDb } from './schema.ts';
import { migrateCourseDb } from './migrations.ts';

export interface CourseDatabaseOptions {
  databaseUrl?: string;
  schema?: string;
  /** PGlite directory, or 'memory'. */
  dataDir?: string;
  /** PostgreSQL connections at most (COURSE_DATABASE_POOL_SIZE). */
  poolSize?: number;
  /** PGlite in memory only: a dumped, freshly initialised data directory to start from (DatabaseOptions.template). */
  template?: Blob;
}

export async function prepareCourseDatabase(options: CourseDatabaseOptions): Promise<CourseDb> {
  const db = (await openDatabase(options)) as unknown as CourseDb;
  await migrateCourseDb(db as unknown as Kysely<unknown>, options.databaseUrl ? options.schema : undefined);
  return db;
}
