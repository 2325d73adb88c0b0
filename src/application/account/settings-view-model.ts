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
import { CLOCK, type Clock } from '../shell/app-settings';
import { errorField, serverMessage } from '../session/server-message';
import { SESSION_VIEW_MODEL, type SessionViewModel } from '../session/session-view-model';

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
  submitted = false;
  saving = false;
  saved = false;
  /** The failed save (its server message shows above the form, a 422's under its field). */
  error: unknown = null;

  avatarProblem: AvatarProblem | null = null;
  avatarBusy = false;
  avatarSaved = false;
  avatarError: unknown = null;

  constructor(
    @inject(PROFILE_API) private readonly api: ProfileApi,
    @inject(SESSION_VIEW_MODEL) private readonly session: SessionViewModel,
    @inject(CLOCK) @optional() private readonly clock?: Clock,
  ) {
    makeAutoObservable<this, 'api' | 'session' | 'clock'>(this, { api: false, session: false, clock: false }, { autoBind: true });
  }

  get problems(): ProfileProblems {
    const now = this.clock ? this.clock.now() : Date.now();
    return profileProblems({ firstName: this.firstName, lastName: this.lastName, gender: this.gender || null, birthday: this.birthday }, now);
  }

  /** The problems shown: the form's after a submit, else none; the server's field wins until edited. */
  get shownProblems(): ProfileProblems {
    return this.submitted ? this.problems : {};
  }

  /** The field the server's 422 named, with its message. */
  get serverField(): { field: ProfileField; message: string } | null {
    const wire = errorField(this.error);
    const field = wire ? WIRE_FIELDS[wire] : undefined;
    const message = serverMessage(this.error);
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
    this.saved = false;
    this.error = null;
  }

  /** Sends the form; true when saved. A failure keeps every typed value. */
  async save(): Promise<boolean> {
    this.submitted = true;
    if (Object.keys(this.problems).length > 0 || this.saving) return false;
    this.saving = true;
    this.saved = false;
    this.error = null;
    try {
      const profile = await this.api.update({
        firstName: this.firstName.trim(), lastName: this.lastName.trim(), gender: this.gender || null, birthday: this.birthday || null,
        notifEmail: this.notifEmail, notifSms: this.notifSms,
      });
      runInAction(() => {
        this.fill(profile);
        this.saved = true;
        this.submitted = false;
      });
      await this.session.refreshProfile();
      return true;
    } catch (error) {
      runInAction(() => {
        this.error = error;
      });
      return false;
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  /** A file was chosen: true when it may be cropped and sent. */
  chooseAvatar(file: { type: string; size: number }): boolean {
    this.avatarProblem = avatarFileProblem(file);
    this.avatarSaved = false;
    this.avatarError = null;
    return this.avatarProblem === null;
  }

  /** Sends the cropped picture; the header's avatar follows. */
  async uploadAvatar(data: Blob, fileName: string): Promise<boolean> {
    if (this.avatarBusy) return false;
    this.avatarBusy = true;
    this.avatarSaved = false;
    this.avatarError = null;
    try {
      const url = await this.api.uploadAvatar({ data, fileName });
      runInAction(() => {
        if (this.profile) this.profile = { ...this.profile, avatar: url };
        this.avatarSaved = true;
      });
      await this.session.refreshProfile();
      return true;
    } catch (error) {
      runInAction(() => {
        this.avatarError = error;
      });
      return false;
    } finally {
      runInAction(() => {
        this.avatarBusy = false;
      });
    }
  }
}
