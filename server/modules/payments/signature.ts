// The gateway notification's signature (Midtrans): SHA512(order_id + status_code + gross_amount +
// server key), lowercase hex, computed over the strings exactly as sent (gross_amount "24145.00"
// stays "24145.00"). One definition for the embedded gateway, the Midtrans adapter and the tests.
import { createHash, timingSafeEqual } from 'node:crypto';

export function notificationSignature(orderId: string, statusCode: string, grossAmount: string, serverKey: string): string {
  return createHash('sha512').update(`${orderId}${statusCode}${grossAmount}${serverKey}`, 'utf8').digest('hex');
}

/** Constant-time comparison of a received signature_key with the expected one. */
export function isValidNotificationSignature(
  body: { order_id: string; status_code: string; gross_amount: string; signature_key: string },
  serverKey: string,
): boolean {
  if (typeof body.signature_key !== 'string' || !/^[0-9a-fA-F]{128}$/.test(body.signature_key)) return false;
  const expected = Buffer.from(notificationSignature(body.order_id, body.status_code, body.gross_amount, serverKey), 'utf8');
  const received = Buffer.from(body.signature_key.toLowerCase(), 'utf8');
  return expected.length === received.length && timingSafeEqual(expected, received);
}
