// The S3-compatible photo storage adapter: SigV4 checked against AWS's published example (GET
// Object, docs.aws.amazon.com "Signature Calculations for the Authorization Header"), then PUT,
// GET and DELETE against a small in-process S3 stand-in that checks every request's signature.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3PhotoStorage, signV4 } from '../../server/modules/ops/s3-storage.ts';

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

describe('the adapter against an S3 stand-in', () => {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const seen: string[] = [];
  let server: Server;
  let endpoint = '';
  const creds = { region: 'ap-southeast-3', accessKeyId: 'AKTEST', secretAccessKey: 'secret-test' };

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks);
        const path = req.url ?? '';
        const given = String(req.headers.authorization ?? '');
        const signed = given.match(/SignedHeaders=([^,]+)/)?.[1]?.split(';') ?? [];
        const headers = Object.fromEntries(signed.filter((h) => !['host', 'x-amz-date', 'x-amz-content-sha256'].includes(h)).map((h) => [h, String(req.headers[h])]));
        const amz = String(req.headers['x-amz-date']);
        const date = new Date(`${amz.slice(0, 4)}-${amz.slice(4, 6)}-${amz.slice(6, 8)}T${amz.slice(9, 11)}:${amz.slice(11, 13)}:${amz.slice(13, 15)}Z`);
        const expected = signV4({ method: req.method ?? '', host: String(req.headers.host), path, headers, payloadHash: String(req.headers['x-amz-content-sha256']), date, ...creds });
        seen.push(`${req.method} ${path}`);
        if (expected.authorization !== given) { res.statusCode = 403; res.end(); return; }
        if (req.method === 'PUT') { objects.set(path, { body, type: String(req.headers['content-type']) }); res.end(); return; }
        const hit = objects.get(path);
        if (req.method === 'DELETE') { objects.delete(path); res.statusCode = 204; res.end(); return; }
        if (!hit) { res.statusCode = 404; res.end(); return; }
        res.setHeader('content-type', hit.type);
        res.end(hit.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    endpoint = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

  it('puts, gets and deletes objects under the bucket and prefix', async () => {
    const storage = createS3PhotoStorage({ endpoint, bucket: 'titip-qc', ...creds });
    const key = '41/0123456789abcdef0123456789abcdef.jpg';
    const data = Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3]);
    await storage.put(key, data, 'image/jpeg');
    expect(objects.get(`/titip-qc/qc-photos/${key}`)).toEqual({ body: data, type: 'image/jpeg' });
    expect((await storage.get(key))?.equals(data)).toBe(true);
    await storage.remove(key);
    expect(await storage.get(key)).toBeNull();
    expect(seen).toEqual(['PUT', 'GET', 'DELETE', 'GET'].map((m) => `${m} /titip-qc/qc-photos/${key}`));
    await expect(storage.put('../etc/passwd', data, 'image/jpeg')).rejects.toThrow(/bad photo key/);
    const wrong = createS3PhotoStorage({ endpoint, bucket: 'titip-qc', ...creds, secretAccessKey: 'nope' });
    await expect(wrong.put(key, data, 'image/jpeg')).rejects.toThrow(/403/);
  });
});
