/**
 * /settings (docs/account-security.md): the profile form (names, gender, birthday, e-mail and SMS
 * notifications; e-mail and phone shown, not edited: they are sign-in identifiers) checked with the
 * domain's rules before sending (PUT customer/profile), the server's 422 shown under the field it
 * names, what was typed kept after a failure; and the avatar (the screen crops the picture to a
 * square; a wrong type or size is refused before sending). Both refresh the session's user, so the
 * header's name and avatar follow.
 */
import { inject, injectable, optional } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { avatarFileProblem, profileProblems, type AvatarProblem, type ProfileField, type ProfileProblems } from '../../domain/account';
import { PROFILE_API, type Profile, type ProfileApi } from '../ports/profile-api.port';
import { ACCOUNT_API, type AccountApi } from '../ports/account-api.port';
import { PhoneVerification } from './phone-verification';
import { CLOCK, type Clock } from '../shell/app-settings';
import { errorField, serverMessage } from '../session/server-message';
import { SESSION_VIEW_MODEL, type SessionViewModel } from '../session/session-view-model';
import { Submission } from './submission';

export const SETTINGS_VIEW_MODEL = Symbol.for('account.SettingsViewModel');

const WIRE_FIELDS: Readonly<Record<string, ProfileField>> = { first_name: 'firstName', last_name: 'lastName', gender: 'gender', birthday: 'birthday' };

@injectable()
export class SettingsViewModel {
  profile: Profile | null = null;
  loading = false;
  loadError: unknown = null;
  firstName = '';
  lastName = '';
  /** '' for not given. */
  gender = '';
  /** 'YYYY-MM-DD' or ''. */
  birthday = '';
  notifEmail = true;
  notifSms = false;
  /** The profile's save (a failure's server message shows above the form, a 422's under its field). */
  readonly form = new Submission();

  avatarProblem: AvatarProblem | null = null;
  /** The avatar's upload. */
  readonly avatar = new Submission();
  /** The phone number's verification (docs/account-security.md "Phone verification"). */
  readonly phone: PhoneVerification;

  constructor(
    @inject(PROFILE_API) private readonly api: ProfileApi,
    @inject(SESSION_VIEW_MODEL) private readonly session: SessionViewModel,
    @inject(ACCOUNT_API) account: AccountApi,
    @inject(CLOCK) @optional() private readonly clock?: Clock,
  ) {
    this.phone = new PhoneVerification(account);
    makeAutoObservable<this, 'api' | 'session' | 'clock'>(this, { api: false, session: false, clock: false, form: false, avatar: false, phone: false }, { autoBind: true });
  }

  get problems(): ProfileProblems {
    const now = this.clock ? this.clock.now() : Date.now();
    return profileProblems({ firstName: this.firstName, lastName: this.lastName, gender: this.gender || null, birthday: this.birthday }, now);
  }

  /** The problems shown: the form's after a submit, else none; the server's field wins until edited. */
  get shownProblems(): ProfileProblems {
    return this.form.submitted ? this.problems : {};
  }

  /** The field the server's 422 named, with its message. */
  get serverField(): { field: ProfileField; message: string } | null {
    const wire = errorField(this.form.error);
    const field = wire ? WIRE_FIELDS[wire] : undefined;
    const message = serverMessage(this.form.error);
    return field && message ? { field, message } : null;
  }

  async load(): Promise<void> {
    this.loading = true;
    this.loadError = null;
    try {
      const profile = await this.api.get();
      runInAction(() => this.fill(profile));
    } catch (error) {
      runInAction(() => {
        this.loadError = error;
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  private fill(profile: Profile): void {
    this.profile = profile;
    this.phone.reset(profile);
    this.firstName = profile.firstName;
    this.lastName = profile.lastName;
    this.gender = profile.gender ?? '';
    this.birthday = profile.birthday ?? '';
    this.notifEmail = profile.notifEmail;
    this.notifSms = profile.notifSms;
  }

  set<K extends 'firstName' | 'lastName' | 'gender' | 'birthday'>(field: K, value: string): void {
    this[field] = value;
    this.changed();
  }

  setNotifEmail(on: boolean): void {
    this.notifEmail = on;
    this.changed();
  }

  setNotifSms(on: boolean): void {
    this.notifSms = on;
    this.changed();
  }

  private changed(): void {
    this.form.edited();
  }

  /** Sends the form; true when saved. A failure keeps every typed value. */
  async save(): Promise<boolean> {
    return this.form.run(Object.keys(this.problems).length === 0, async () => {
      const profile = await this.api.update({
        firstName: this.firstName.trim(), lastName: this.lastName.trim(), gender: this.gender || null, birthday: this.birthday || null,
        notifEmail: this.notifEmail, notifSms: this.notifSms,
      });
      runInAction(() => this.fill(profile));
      await this.session.refreshProfile();
    });
  }

  /** A file was chosen: true when it may be cropped and sent. */
  chooseAvatar(file: { type: string; size: number }): boolean {
    this.avatarProblem = avatarFileProblem(file);
    this.avatar.edited();
    return this.avatarProblem === null;
  }

  /** Sends the cropped picture; the header's avatar follows. */
  async uploadAvatar(data: Blob, fileName: string): Promise<boolean> {
    return this.avatar.run(true, async () => {
      const url = await this.api.uploadAvatar({ data, fileName });
      runInAction(() => {
        if (this.profile) this.profile = { ...this.profile, avatar: url };
      });
      await this.session.refreshProfile();
    });
  }
}
