// Profile field rules (PUT customer/profile; /settings). Pure: today is an argument. The server
// answers the first problem as 422 'Please correct the following errors: ...' naming the field;
// the settings form shows every problem under its field.

export const NAME_MAX_LENGTH = 100;
export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

export type ProfileField = 'firstName' | 'lastName' | 'gender' | 'birthday';
export type ProfileProblem = 'required' | 'too_long' | 'invalid';
export type ProfileProblems = Partial<Record<ProfileField, ProfileProblem>>;

export interface ProfileDraft {
  firstName?: string;
  lastName?: string;
  gender?: string | null;
  /** 'YYYY-MM-DD', or null / '' for none. */
  birthday?: string | null;
}

/** 'YYYY-MM-DD' that is a real date, not in the future and not before 1900. */
export function isValidBirthday(value: string, now: Date | number): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  return Number(m[1]) >= 1900 && date.getTime() <= new Date(now).getTime();
}

export function isGender(value: string): value is Gender {
  return (GENDERS as readonly string[]).includes(value);
}

/** The problems of the fields present in `draft` (absent fields are not checked). */
export function profileProblems(draft: ProfileDraft, now: Date | number): ProfileProblems {
  const problems: ProfileProblems = {};
  if (draft.firstName !== undefined) {
    const name = draft.firstName.trim();
    if (!name) problems.firstName = 'required';
    else if (name.length > NAME_MAX_LENGTH) problems.firstName = 'too_long';
  }
  if (draft.lastName !== undefined && draft.lastName.trim().length > NAME_MAX_LENGTH) problems.lastName = 'too_long';
  if (draft.gender !== undefined && draft.gender !== null && !isGender(draft.gender)) problems.gender = 'invalid';
  if (draft.birthday !== undefined && draft.birthday !== null && draft.birthday !== '' && !isValidBirthday(draft.birthday, now)) problems.birthday = 'invalid';
  return problems;
}
