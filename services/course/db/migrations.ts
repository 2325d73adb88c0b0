// The course service's migrations (its own schema; the main API's migrations never run here).
import { sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { schemaMigrator } from '../../../server/db/schema-migrator.ts';


const migrations: Record<string, Migration> = {
  '0001_course_catalog': {
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('courses')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('title', 'jsonb', (c) => c.notNull())
        .addColumn('subtitle', 'jsonb', (c) => c.notNull())
        .addColumn('description', 'jsonb', (c) => c.notNull())
        .addColumn('what_you_learn', 'jsonb', (c) => c.notNull())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('level', 'text', (c) => c.notNull())
        .addColumn('price', 'integer', (c) => c.notNull().check(sql`price >= 0`))
        .addColumn('thumbnail', 'text', (c) => c.notNull())
        .addColumn('instructor_name', 'text', (c) => c.notNull())
        .addColumn('instructor_title', 'jsonb', (c) => c.notNull())
        .addColumn('instructor_bio', 'jsonb', (c) => c.notNull())
        .addColumn('starts_at', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createTable('sections')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('title', 'jsonb', (c) => c.notNull())
        .execute();
      await db.schema.createTable('lessons')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
        .addColumn('section_id', 'integer', (c) => c.notNull().references('sections.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('title', 'jsonb', (c) => c.notNull())
        .addColumn('video', 'text', (c) => c.notNull())
        .addColumn('duration_seconds', 'integer', (c) => c.notNull().check(sql`duration_seconds >= 0`))
        .execute();
      await db.schema.createIndex('lessons_course_idx').on('lessons').columns(['course_id', 'position']).execute();
      await db.schema.createTable('quizzes')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('title', 'jsonb', (c) => c.notNull())
        .addColumn('pass_mark', 'integer', (c) => c.notNull())
        .addColumn('max_attempts', 'integer')
        .execute();
      await db.schema.createTable('questions')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('quiz_id', 'integer', (c) => c.notNull().references('quizzes.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('text', 'jsonb', (c) => c.notNull())
        .addColumn('explanation', 'jsonb', (c) => c.notNull())
        .execute();
      await db.schema.createTable('choices')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('question_id', 'integer', (c) => c.notNull().references('questions.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('text', 'jsonb', (c) => c.notNull())
        .addColumn('is_correct', 'boolean', (c) => c.notNull())
        .execute();
      await db.schema.createTable('bundles')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('title', 'jsonb', (c) => c.notNull())
        .addColumn('description', 'jsonb', (c) => c.notNull())
        .addColumn('price', 'integer', (c) => c.notNull().check(sql`price >= 0`))
        .execute();
      await db.schema.createTable('bundle_courses')
        .addColumn('bundle_id', 'integer', (c) => c.notNull().references('bundles.id').onDelete('cascade'))
        .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('bundle_courses_pk', ['bundle_id', 'course_id'])
        .execute();
      await db.schema.createTable('vouchers')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('percentage', 'fixed')`))
        .addColumn('value', 'integer', (c) => c.notNull())
        .addColumn('min_spend', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('max_discount', 'integer')
        .addColumn('starts_at', 'timestamptz')
        .addColumn('ends_at', 'timestamptz')
        .addColumn('usage_limit', 'integer')
        .addColumn('used_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('per_customer_limit', 'integer')
        .execute();
    },
  },
  '0002_course_orders': {
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('order_details')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('course_id', 'integer', (c) => c.references('courses.id').onDelete('cascade'))
        .addColumn('bundle_id', 'integer', (c) => c.references('bundles.id').onDelete('cascade'))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addCheckConstraint('order_details_one_item', sql`(course_id is null) <> (bundle_id is null)`)
        .execute();
      // One row per course or bundle per customer, whatever races (409 ALREADY_IN_CART).
      await sql`create unique index order_details_course on order_details (customer_id, course_id) where course_id is not null`.execute(db);
      await sql`create unique index order_details_bundle on order_details (customer_id, bundle_id) where bundle_id is not null`.execute(db);
      await db.schema.createTable('orders')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('order_code', 'text', (c) => c.notNull().unique())
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('idempotency_key', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'paid', 'expired')`))
        .addColumn('subtotal', 'integer', (c) => c.notNull())
        .addColumn('discount', 'integer', (c) => c.notNull())
        .addColumn('total', 'integer', (c) => c.notNull().check(sql`total >= 0`))
        .addColumn('voucher_code', 'text')
        .addColumn('invoice_code', 'text', (c) => c.unique())
        .addColumn('due_date', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('paid_at', 'timestamptz')
        .addUniqueConstraint('orders_idempotency', ['customer_id', 'idempotency_key'])
        .execute();
      await db.schema.createIndex('orders_customer_idx').on('orders').columns(['customer_id', 'status', 'id']).execute();
      await db.schema.createTable('order_lines')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('course', 'bundle')`))
        .addColumn('course_id', 'integer', (c) => c.references('courses.id'))
        .addColumn('bundle_id', 'integer', (c) => c.references('bundles.id'))
        .addColumn('slug', 'text', (c) => c.notNull())
        .addColumn('title', 'jsonb', (c) => c.notNull())
        .addColumn('price', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createTable('voucher_uses')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('voucher_id', 'integer', (c) => c.notNull().references('vouchers.id'))
        .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id').onDelete('cascade'))
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
    },
  },
  '0003_course_learning': {
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('enrolments')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
        .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addUniqueConstraint('enrolments_once', ['customer_id', 'course_id'])
        .execute();
      await db.schema.createTable('lesson_progress')
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('lesson_id', 'integer', (c) => c.notNull().references('lessons.id').onDelete('cascade'))
        .addColumn('last_second_seen', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_finish', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('lesson_progress_pk', ['customer_id', 'lesson_id'])
        .execute();
      await db.schema.createTable('quiz_attempts')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('quiz_id', 'integer', (c) => c.notNull().references('quizzes.id').onDelete('cascade'))
        .addColumn('idempotency_key', 'text', (c) => c.notNull())
        .addColumn('score', 'integer', (c) => c.notNull())
        .addColumn('correct', 'integer', (c) => c.notNull())
        .addColumn('total', 'integer', (c) => c.notNull())
        .addColumn('passed', 'boolean', (c) => c.notNull())
        .addColumn('answers', 'jsonb', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addUniqueConstraint('quiz_attempts_idempotency', ['customer_id', 'quiz_id', 'idempotency_key'])
        .execute();
      await db.schema.createTable('reviews')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('customer_name', 'text', (c) => c.notNull())
        .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addUniqueConstraint('reviews_once', ['course_id', 'customer_id'])
        .execute();
      await db.schema.createTable('pre_registrations')
        .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('pre_registrations_pk', ['course_id', 'customer_id'])
        .execute();
      await db.schema.createTable('certificates')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('issued_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addUniqueConstraint('certificates_once', ['customer_id', 'course_id'])
        .execute();
    },
  },
};

class Provider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

export async function migrateCourseDb(db: Kysely<unknown>, schema?: string): Promise<void> {
  const migrator = schemaMigrator(db, new Provider(), schema);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`course migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}
