import { describe, expect, it } from 'vitest';
import { isValidBirthday, profileProblems } from './profile';

const TODAY = Date.parse('2026-03-02T03:00:00Z');

describe('isValidBirthday', () => {
  it('takes real past dates from 1900', () => {
    expect(isValidBirthday('1990-05-17', TODAY)).toBe(true);
    expect(isValidBirthday('2000-02-29', TODAY)).toBe(true);
    expect(isValidBirthday('1900-01-01', TODAY)).toBe(true);
  });
  it('refuses impossible, future, too old and malformed dates', () => {
    for (const d of ['1990-02-30', '2001-02-29', '2027-01-01', '1899-12-31', '17-05-1990', '1990-5-17', '']) expect(isValidBirthday(d, TODAY)).toBe(false);
  });
});

describe('profileProblems', () => {
  it('checks only the fields given', () => {
    expect(profileProblems({}, TODAY)).toEqual({});
    expect(profileProblems({ firstName: 'Dewi', lastName: '', gender: null, birthday: '' }, TODAY)).toEqual({});
  });
  it('names each problem', () => {
    expect(profileProblems({ firstName: '  ', lastName: 'x'.repeat(101), gender: 'robot', birthday: '1990-02-30' }, TODAY)).toEqual({
      firstName: 'required', lastName: 'too_long', gender: 'invalid', birthday: 'invalid',
    });
    expect(profileProblems({ firstName: 'x'.repeat(101) }, TODAY)).toEqual({ firstName: 'too_long' });
  });
});
