// SHA-256 and HMAC-SHA256 through Web Crypto (the browser's crypto.subtle; globalThis.crypto in Node 20).

function subtle(): SubtleCrypto {
  const c = globalThis.crypto;
  if (!c?.subtle) throw new Error('Web Crypto (crypto.subtle) is not available');
  return c.subtle;
}

function hex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
}

const encoder = new TextEncoder();

export async function sha256Hex(text: string): Promise<string> {
  return hex(await subtle().digest('SHA-256', encoder.encode(text)));
}

export async function hmacSha256Hex(key: string, message: string): Promise<string> {
  const cryptoKey = await subtle().importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return hex(await subtle().sign('HMAC', cryptoKey, encoder.encode(message)));
}

export function randomUuid(): string {
  return globalThis.crypto.randomUUID();
}
