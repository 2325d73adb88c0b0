// The S3-compatible file storage adapter: SigV4 checked against AWS's published example (GET Object,
// docs.aws.amazon.com "Signature Calculations for the Authorization Header"), then PUT, GET and DELETE
// against the S3 stand-in (fixtures/s3-stand-in.ts), which checks every request's signature and body
// hash; and which store each upload goes to for FILE_STORAGE and the older PHOTO_STORAGE.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { composeFileStorage } from '../../server/storage/compose.ts';
import { createS3Storage, signV4 } from '../../server/storage/s3.ts';
import { startS3StandIn, type S3StandIn } from './fixtures/s3-stand-in.ts';

describe('SigV4', () => {
  it('signs AWS\'s GET Object example exactly', () => {
    const headers = signV4({
      method: 'GET', host: 'examplebucket.s3.amazonaws.com', path: '/test.txt', headers: { range: 'bytes=0-9' },
      payloadHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855', date: new Date('2013-05-24T00:00:00Z'),
      region: 'us-east-1', accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    });
    expect(headers.authorization).toBe('AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, '
      + 'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
  });
});

describe('the adapter against the S3 stand-in', () => {
  let s3: S3StandIn;
  beforeAll(async () => { s3 = await startS3StandIn('titip-qc'); });
  afterAll(async () => s3.close());

  it('puts, gets and deletes objects under the bucket and prefix', async () => {
    const storage = createS3Storage({ ...s3.settings(), prefix: 'shop/' });
    const key = 'qc-photos/41/0123456789abcdef0123456789abcdef.jpg';
    const data = Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3]);
    s3.seen.length = 0;
    await storage.put(key, data, 'image/jpeg');
    expect(s3.objects.get(`shop/${key}`)).toMatchObject({ body: data, type: 'image/jpeg' });
    expect((await storage.get(key))?.equals(data)).toBe(true);
    await storage.remove(key);
    expect(await storage.get(key)).toBeNull();
    await storage.remove(key); // S3 answers 204 for a key that is not there
    expect(s3.seen).toEqual(['PUT', 'GET', 'DELETE', 'GET', 'DELETE'].map((m) => `${m} /titip-qc/shop/${key}`));
    await expect(storage.put('../etc/passwd', data, 'image/jpeg')).rejects.toThrow(/bad storage key/);
  });

  it('fails on a wrong secret, another bucket or a tampered body', async () => {
    const data = Buffer.from('x');
    await expect(createS3Storage({ ...s3.settings(), secretAccessKey: 'nope' }).put('avatars/a.png', data, 'image/png')).rejects.toThrow(/403/);
    await expect(createS3Storage({ ...s3.settings(), bucket: 'other' }).get('avatars/a.png')).rejects.toThrow(/404/);
    const tampering: typeof fetch = (url, init) => fetch(url, { ...init, body: new Uint8Array([1, 2, 3]) });
    await expect(createS3Storage({ ...s3.settings(), fetch: tampering }).put('avatars/a.png', data, 'image/png')).rejects.toThrow(/400/);
    const late = () => new Date(Date.now() - 20 * 60_000);
    await expect(createS3Storage({ ...s3.settings(), now: late }).put('avatars/a.png', data, 'image/png')).rejects.toThrow(/403/);
    expect(s3.objects.has('avatars/a.png')).toBe(false);
  });

  it('FILE_STORAGE=s3: every area in the bucket under S3_PREFIX; PHOTO_STORAGE=s3 alone: only QC photos, where they always were', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'titip-files-'));
    const env = {
      NODE_ENV: 'test', S3_ENDPOINT: s3.endpoint, S3_BUCKET: s3.bucket, S3_REGION: s3.credentials.region,
      S3_ACCESS_KEY_ID: s3.credentials.accessKeyId, S3_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
    };
    const photo = '7/0123456789abcdef0123456789abcdef.png';
    const all = composeFileStorage(loadConfig({ ...env, FILE_STORAGE: 's3' } as NodeJS.ProcessEnv, { dataDir, appSecret: 'x', courseServiceKey: 'y' }));
    await all.fileStorage.put('avatars/0123456789abcdef0123456789abcdef.png', Buffer.from('a'), 'image/png');
    await all.photoStorage.put(photo, Buffer.from('p'), 'image/png');
    expect([...s3.objects.keys()]).toEqual(expect.arrayContaining(['avatars/0123456789abcdef0123456789abcdef.png', `qc-photos/${photo}`]));
    await expect(all.photoStorage.put('avatars/x.png', Buffer.from('p'), 'image/png')).rejects.toThrow(/bad photo key/);

    const legacy = composeFileStorage(loadConfig({ ...env, PHOTO_STORAGE: 's3', S3_PREFIX: 'old/' } as NodeJS.ProcessEnv, { dataDir, appSecret: 'x', courseServiceKey: 'y' }));
    await legacy.photoStorage.put(photo, Buffer.from('q'), 'image/png');
    expect(s3.objects.get(`old/${photo}`)?.body.toString()).toBe('q');
    expect(legacy.fileStorage.name).toBe('disk');

    expect(() => loadConfig({ NODE_ENV: 'test', FILE_STORAGE: 's3' } as NodeJS.ProcessEnv, { dataDir, appSecret: 'x', courseServiceKey: 'y' })).toThrow(/FILE_STORAGE=s3 needs S3_ENDPOINT/);
    expect(() => loadConfig({ NODE_ENV: 'test', FILE_STORAGE: 'nfs' } as NodeJS.ProcessEnv, { dataDir, appSecret: 'x', courseServiceKey: 'y' })).toThrow(/local or s3/);
  });
});
