import { inject, injectable } from 'inversify';
import type { AvatarFile, Profile, ProfileApi, ProfileUpdate } from '../../application/ports/profile-api.port';
import { isObject, num, str, type Json } from './dto';
import { HTTP_CLIENT, envelope, type HttpClient } from './http-client';
import { pick, toCustomer } from './mappers';

function toProfile(body: Json): Profile {
  const source = pick(body, 'customer', 'profile', 'data') ?? body;
  const customer = toCustomer(source, 'customer');
  const wallet = pick(body, 'wallet') ?? (isObject(source) ? source.wallet : undefined);
  const balance = isObject(wallet) ? num(wallet.balance ?? 0, 'wallet.balance') : wallet === undefined || wallet === null ? 0 : num(wallet, 'wallet');
  return { ...customer, walletBalance: balance };
}

@injectable()
export class HttpProfileApi implements ProfileApi {
  constructor(@inject(HTTP_CLIENT) private readonly http: HttpClient) {}

  async get(): Promise<Profile> {
    return toProfile(envelope(await this.http.get('customer/profile')));
  }

  async update(patch: ProfileUpdate): Promise<Profile> {
    const body: Json = {};
    if (patch.firstName !== undefined) body.first_name = patch.firstName;
    if (patch.lastName !== undefined) body.last_name = patch.lastName;
    if (patch.gender !== undefined) body.gender = patch.gender;
    if (patch.birthday !== undefined) body.birthday = patch.birthday;
    if (patch.notifEmail !== undefined) body.notif_email = patch.notifEmail;
    if (patch.notifSms !== undefined) body.notif_sms = patch.notifSms;
    return toProfile(envelope(await this.http.put('customer/profile', { body })));
  }

  async uploadAvatar(file: AvatarFile): Promise<string> {
    const form = new FormData();
    form.append('avatar', file.data, file.fileName);
    const body = envelope(await this.http.post('customer/avatar/upload', { body: form }));
    return str(pick(body, 'avatar_url', 'avatar'), 'avatar_url');
  }
}
