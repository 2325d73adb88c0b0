// The signed-in customer's profile (GET/PUT customer/profile, POST customer/avatar/upload).
import type { Customer } from './session-store.port';

export interface Profile extends Customer {
  /** Wallet balance, integer rupiah. */
  walletBalance: number;
}

export interface ProfileUpdate {
  firstName?: string;
  lastName?: string;
  gender?: string | null;
  birthday?: string | null;
  notifEmail?: boolean;
  notifSms?: boolean;
}

export interface AvatarFile {
  data: Blob;
  fileName: string;
}

export interface ProfileApi {
  get(): Promise<Profile>;
  update(patch: ProfileUpdate): Promise<Profile>;
  /** Returns the new avatar URL. */
  uploadAvatar(file: AvatarFile): Promise<string>;
}

export const PROFILE_API = Symbol.for('profile.ProfileApi');
