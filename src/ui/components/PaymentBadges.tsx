/**
 * Payment method images: simple inline SVG badges (no third-party logos shipped). Only methods the
 * payment port charges (issue 23: OVO is not one, so it has no badge; docs/payments.md).
 */
const METHODS = [
  { name: 'BCA', color: '#005daa' },
  { name: 'Mandiri', color: '#003d79' },
  { name: 'BNI', color: '#f15a23' },
  { name: 'BRI', color: '#00529c' },
  { name: 'Permata', color: '#c8102e' },
  { name: 'VISA', color: '#1a1f71' },
  { name: 'Mastercard', color: '#eb001b' },
  { name: 'QRIS', color: '#222' },
  { name: 'GoPay', color: '#00809e' },
  { name: 'ShopeePay', color: '#c63d17' },
  { name: 'Alfamart', color: '#c8102e' },
  { name: 'Indomaret', color: '#0057a8' },
] as const;

export function PaymentBadges() {
  return (
    <ul className="payment-badges">
      {METHODS.map((p) => (
        <li key={p.name}>
          <svg role="img" aria-label={p.name} width="72" height="28" viewBox="0 0 72 28">
            <rect x="0.5" y="0.5" width="71" height="27" rx="4" fill="#fff" stroke="#ddd" />
            <text x="36" y="18" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="11" fontWeight="700" fill={p.color}>
              {p.name}
            </text>
          </svg>
        </li>
      ))}
    </ul>
  );
}
