/** Public API of the course domain (docs/courses.md). */
export {
  COURSE_CATEGORIES, COURSE_LEVELS, DEFAULT_PASS_MARK, FINISH_SHARE, FINISH_TOLERANCE_SECONDS, NO_PROGRESS,
  PROGRESS_SAVE_INTERVAL_MS, QUIZ_MAX_ATTEMPTS, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN,
  advanceProgress, certificateEarned, checkReview, courseProgressPercent, courseStatus, resumeSecond, scoreQuiz,
} from './course';
export type { CourseCategory, CourseLevel, LessonProgress, QuizKeyQuestion, QuizScore } from './course';
