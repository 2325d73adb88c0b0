/** Payment method images: simple inline SVG badges (no third-party logos shipped). */
const METHODS = [
  { name: 'BCA', color: '#005daa' },
  { name: 'Mandiri', color: '#003d79' },
  { name: 'BNI', color: '#f15a23' },
  { name: 'BRI', color: '#00529c' },
  { name: 'VISA', color: '#1a1f71' },
  { name: 'Mastercard', color: '#eb001b' },
  { name: 'QRIS', color: '#222' },
  { name: 'GoPay', color: '#00aed6' },
  { name: 'OVO', color: '#4c3494' },
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
