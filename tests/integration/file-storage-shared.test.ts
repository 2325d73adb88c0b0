// Files in one store (issue 21): two server instances on the same S3-compatible bucket (the stand-in,
// fixtures/s3-stand-in.ts), each with its own data directory. An avatar and an image-search picture
// uploaded through one are served by the other; nothing lands in either data directory; the avatar it
// replaces is removed from the bucket.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { createTestCustomer } from './fixtures/customers.ts';
import { startS3StandIn, type S3StandIn } from './fixtures/s3-stand-in.ts';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
const GIF = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(32, 3)]);

let s3: S3StandIn;
let one: TestServer;
let two: TestServer;

beforeAll(async () => {
  s3 = await startS3StandIn('titip-files');
  const config = { fileStorage: 's3' as const, s3: s3.settings('shop/') };
  one = await startTestServer({ seed: false, config });
  two = await startTestServer({ seed: false, config });
});
afterAll(async () => {
  await one?.close();
  await two?.close();
  await s3?.close();
});

async function uploadAvatar(server: TestServer, headers: Record<string, string>, data: Buffer, type: string): Promise<string> {
  const form = new FormData();
  form.append('avatar', new Blob([new Uint8Array(data)], { type }), 'me');
  const res = await fetch(`${server.baseUrl}/api/customer/avatar/upload`, { method: 'POST', body: form, headers: { ...headers, 'tb-language': 'english' } });
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.avatar_url;
}

describe('one store for every process', () => {
  it('serves an avatar uploaded through the other instance, from the bucket', async () => {
    const customer = await createTestCustomer(one.db);
    const url = await uploadAvatar(one, customer.headers, PNG, 'image/png');
    const file = url.split('/').pop() ?? '';
    expect(s3.objects.get(`shop/avatars/${file}`)).toMatchObject({ body: PNG, type: 'image/png' });
    expect(existsSync(join(one.config.dataDir, 'avatars'))).toBe(false);

    const served = await fetch(two.baseUrl + url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

    // A new avatar replaces the old one in the bucket; the old URL is gone everywhere.
    const next = await uploadAvatar(one, customer.headers, GIF, 'image/gif');
    expect(s3.objects.has(`shop/avatars/${file}`)).toBe(false);
    expect((await fetch(two.baseUrl + url)).status).toBe(404);
    expect((await fetch(two.baseUrl + next)).status).toBe(200);
  });

  it('serves an image-search picture uploaded through the other instance', async () => {
    const png = readFileSync(new URL('../../server/demo/images/mouse-1.png', import.meta.url));
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
    const res = await fetch(`${one.baseUrl}/api/image-search`, { method: 'POST', body: form });
    expect(res.status).toBe(200);
    const url: string = (await res.json()).images[0].image_crop_url;
    expect(existsSync(join(one.config.dataDir, 'image-search'))).toBe(false);
    const served = await fetch(two.baseUrl + url);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });

  it('answers 404 for what is not in the store, and refuses a path outside it', async () => {
    expect((await fetch(`${two.baseUrl}/api/media/avatars/${'0'.repeat(32)}.png`)).status).toBe(404);
    expect((await fetch(`${two.baseUrl}/api/media/image-search/${'0'.repeat(32)}.png`)).status).toBe(404);
    expect((await fetch(`${two.baseUrl}/api/media/avatars/..%2F..%2Fapp-secret`)).status).toBe(422);
  });
});
