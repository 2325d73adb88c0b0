// The course service's own tables as Kysely sees them (migrations.ts creates them). Texts the
// storefront shows in two languages are jsonb { id, en }; amounts are integer rupiah.
import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Text } from '../demo/types.ts';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;
type TextColumn = Json<Text>;

export interface CourseTable {
  id: Generated<number>;
  slug: string;
  position: number;
  title: TextColumn;
  subtitle: TextColumn;
  description: TextColumn;
  what_you_learn: Json<Text[]>;
  category: string;
  level: string;
  price: number;
  thumbnail: string;
  instructor_name: string;
  instructor_title: TextColumn;
  instructor_bio: TextColumn;
  starts_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface SectionTable { id: Generated<number>; course_id: number; position: number; title: TextColumn }

export interface LessonTable {
  id: Generated<number>;
  course_id: number;
  section_id: number;
  /** Order within the course (1..n over every section). */
  position: number;
  title: TextColumn;
  video: string;
  duration_seconds: number;
}

export interface QuizTable { id: Generated<number>; course_id: number; position: number; title: TextColumn; pass_mark: number; max_attempts: number | null }
export interface QuestionTable { id: Generated<number>; quiz_id: number; position: number; text: TextColumn; explanation: TextColumn }
export interface ChoiceTable { id: Generated<number>; question_id: number; position: number; text: TextColumn; is_correct: boolean }

export interface BundleTable { id: Generated<number>; slug: string; position: number; title: TextColumn; description: TextColumn; price: number }
export interface BundleCourseTable { bundle_id: number; course_id: number; position: number }

export interface VoucherTable {
  id: Generated<number>;
  code: string;
  kind: 'percentage' | 'fixed';
  value: number;
  min_spend: number;
  max_discount: number | null;
  starts_at: NullableTimestamp;
  ends_at: NullableTimestamp;
  usage_limit: number | null;
  used_count: Generated<number>;
  per_customer_limit: number | null;
}

export interface VoucherUseTable { id: Generated<number>; voucher_id: number; order_id: number; customer_id: number; created_at: Timestamp }

/** The course cart (order details of the spec). */
export interface OrderDetailTable { id: Generated<number>; customer_id: number; course_id: number | null; bundle_id: number | null; created_at: Timestamp }

export interface OrderTable {
  id: Generated<number>;
  order_code: string;
  customer_id: number;
  idempotency_key: string;
  status: 'pending' | 'paid' | 'expired';
  subtotal: number;
  discount: number;
  total: number;
  voucher_code: string | null;
  invoice_code: string | null;
  due_date: NullableTimestamp;
  created_at: Timestamp;
  paid_at: NullableTimestamp;
}

export interface OrderLineTable {
  id: Generated<number>;
  order_id: number;
  kind: 'course' | 'bundle';
  course_id: number | null;
  bundle_id: number | null;
  slug: string;
  title: TextColumn;
  price: number;
}

export interface EnrolmentTable { id: Generated<number>; customer_id: number; course_id: number; order_id: number | null; source: 'order' | 'registration'; created_at: Timestamp }
export interface LessonProgressTable { customer_id: number; lesson_id: number; last_second_seen: number; is_finish: boolean; updated_at: Timestamp }

export interface QuizAttemptTable {
  id: Generated<number>;
  customer_id: number;
  quiz_id: number;
  idempotency_key: string;
  score: number;
  correct: number;
  total: number;
  passed: boolean;
  answers: Json<{ question_id: number; choice_id: number }[]>;
  created_at: Timestamp;
}

export interface ReviewTable {
  id: Generated<number>;
  course_id: number;
  customer_id: number;
  customer_name: string;
  rating: number;
  text: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PreRegistrationTable { course_id: number; customer_id: number; email: string; created_at: Timestamp }
export interface CertificateTable { id: Generated<number>; customer_id: number; course_id: number; code: string; issued_at: Timestamp }

export interface CourseDatabase {
  courses: CourseTable;
  sections: SectionTable;
  lessons: LessonTable;
  quizzes: QuizTable;
  questions: QuestionTable;
  choices: ChoiceTable;
  bundles: BundleTable;
  bundle_courses: BundleCourseTable;
  vouchers: VoucherTable;
  voucher_uses: VoucherUseTable;
  order_details: OrderDetailTable;
  orders: OrderTable;
  order_lines: OrderLineTable;
  enrolments: EnrolmentTable;
  lesson_progress: LessonProgressTable;
  quiz_attempts: QuizAttemptTable;
  reviews: ReviewTable;
  pre_registrations: PreRegistrationTable;
  certificates: CertificateTable;
}

export type CourseDb = Kysely<CourseDatabase>;
