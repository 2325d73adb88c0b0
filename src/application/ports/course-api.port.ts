// CourseApi (docs/api/courses.md): the separate course service at the runtime configuration's
// courseBaseUrl. Catalogue and detail (public), registration, pre-registration, the course cart,
// checkout (its invoice is paid on the main storefront's /track?nomor=), invoices and their
// confirmation, my courses, lessons and their progress, quizzes, reviews and the dashboard.
// Amounts are integer rupiah computed by the course service; seconds are whole seconds.
import type { CourseLevel } from '../../domain/course';

export const COURSE_API = Symbol.for('application.CourseApi');

export type CourseStatus = 'open' | 'upcoming';

export interface CourseSummary {
  courseId: number;
  slug: string;
  title: string;
  subtitle: string;
  category: string;
  level: CourseLevel;
  price: number;
  thumbnailUrl: string | null;
  lessonCount: number;
  durationSeconds: number;
  ratingAverage: number;
  ratingCount: number;
  status: CourseStatus;
  startsAt: string | null;
}

/** isFinish: the signed-in owner's progress when the service tells it (false otherwise). */
export interface CourseLessonRef { lessonId: number; title: string; durationSeconds: number; position: number; isFinish: boolean }
export interface CourseSection { title: string; lessons: CourseLessonRef[] }
export interface CourseQuizRef { quizId: number; title: string; questionCount: number; passMark: number }

export interface CourseDetail extends CourseSummary {
  description: string;
  instructor: { name: string; title: string; bio: string };
  sections: CourseSection[];
  quizzes: CourseQuizRef[];
  whatYouLearn: string[];
  bundles: { slug: string; title: string }[];
  /** Only with a token; false otherwise. */
  isOwned: boolean;
  inCart: boolean;
  preRegistered: boolean;
}

export interface CourseQuery {
  category?: string;
  level?: CourseLevel | '';
  minPrice?: number | null;
  maxPrice?: number | null;
  q?: string;
  page?: number;
  perPage?: number;
}

export interface CoursePage { items: CourseSummary[]; page: number; perPage: number; total: number; categories: string[] }

export interface Review { reviewId: number; name: string; rating: number; text: string; createdAt: string; mine: boolean }
export interface ReviewPage { items: Review[]; page: number; total: number; average: number; count: number }

export interface CourseCartItem { orderDetailId: number; kind: 'course' | 'bundle'; slug: string; title: string; price: number; thumbnailUrl: string | null }
export interface CourseCart { items: CourseCartItem[]; subtotal: number }

export interface CheckoutRequest { voucherCode?: string; details: number[] }
export interface CheckoutPreview {
  subtotal: number;
  discount: number;
  total: number;
  voucher: { code: string; ok: boolean; reason: string | null } | null;
}
export interface CourseOrder { orderCode: string; invoiceCode: string | null; total: number; dueDate: string | null; status: string }

export interface CourseInvoice {
  orderCode: string;
  invoiceCode: string | null;
  status: 'pending' | 'paid' | 'expired';
  subtotal: number;
  discount: number;
  voucherCode: string | null;
  total: number;
  lines: { kind: string; slug: string; title: string; price: number }[];
  createdAt: string;
  paidAt: string | null;
}

export interface MyCourse extends CourseSummary { progressPercent: number; lastLessonId: number | null; enrolledAt: string }

export interface Lesson {
  lessonId: number;
  title: string;
  durationSeconds: number;
  videoUrl: string;
  lastSecondSeen: number;
  isFinish: boolean;
  nextLessonId: number | null;
  previousLessonId: number | null;
}

export interface ProgressReport { second: number; isFinish: boolean }
export interface SavedProgress { lastSecondSeen: number; isFinish: boolean }

export interface QuizAttempt { attemptId: number; score: number; correct: number; total: number; passed: boolean; createdAt: string }
export interface Quiz {
  quizId: number;
  title: string;
  passMark: number;
  maxAttempts: number | null;
  questions: { questionId: number; text: string; choices: { choiceId: number; text: string }[] }[];
  attempts: QuizAttempt[];
  bestScore: number | null;
  passed: boolean;
}
export interface QuizResult extends QuizAttempt {
  results: { questionId: number; correct: boolean; correctChoiceId: number; explanation: string }[];
}

export interface Dashboard {
  courses: {
    slug: string; title: string; progressPercent: number; lessonsFinished: number; lessonCount: number;
    quizzesPassed: number; quizCount: number; certificate: { code: string; issuedAt: string } | null;
  }[];
  totals: { courses: number; lessonsFinished: number; quizzesPassed: number; certificates: number };
}

export interface CourseApi {
  courses(query: CourseQuery): Promise<CoursePage>;
  course(slug: string): Promise<CourseDetail>;
  reviews(slug: string, page: number): Promise<ReviewPage>;
  /** A free, open course: enrolled at once. */
  register(slug: string): Promise<void>;
  /** An upcoming course: idempotent. */
  preRegister(slug: string): Promise<void>;
  cart(): Promise<CourseCart>;
  /** 409 'Gagal menambahkan course' when owned or already in the cart. */
  addToCart(item: { courseSlug: string } | { bundleSlug: string }): Promise<void>;
  /** 200 'Berhasil menghapus course'; 404 'Gagal menghapus course'. */
  removeFromCart(orderDetailId: number): Promise<void>;
  previewCheckout(request: CheckoutRequest): Promise<CheckoutPreview>;
  /** The Idempotency-Key is required; the same key answers the same order. */
  checkout(request: CheckoutRequest, idempotencyKey: string): Promise<CourseOrder>;
  invoice(orderCode: string): Promise<CourseInvoice>;
  /** 200 when the main invoice is paid (enrolled); 409 otherwise. */
  confirmOrder(orderCode: string): Promise<void>;
  myCourses(): Promise<MyCourse[]>;
  lesson(slug: string, lessonId: number): Promise<Lesson>;
  /** keepalive: the request may outlive the page (sent on pagehide / visibilitychange hidden). */
  saveProgress(slug: string, lessonId: number, report: ProgressReport, options?: { keepalive?: boolean }): Promise<SavedProgress>;
  quiz(slug: string, quizId: number): Promise<Quiz>;
  answerQuiz(slug: string, quizId: number, answers: { questionId: number; choiceId: number }[], idempotencyKey: string): Promise<QuizResult>;
  postReview(slug: string, review: { rating: number; text: string }): Promise<void>;
  editReview(slug: string, review: { rating: number; text: string }): Promise<void>;
  dashboard(): Promise<Dashboard>;
}
