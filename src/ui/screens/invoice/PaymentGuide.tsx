/**
 * How to pay a charge: the steps per channel (ATM, mobile banking, internet banking; the e-wallet's
 * app or QR code; the store's cashier) from src/domain/payment/instructions.ts, one collapsible
 * <details> each, under "Cara membayar". Its own chunk: the pay panel loads it lazily once a charge
 * is shown, so the instructions' texts are not part of the invoice page's first load.
 */
import type { PaymentInstructions } from '../../../application/ports/order-api.port';
import { formatRupiah } from '../../../domain/format';
import { paymentGuide, type GuideDevice } from '../../../domain/payment/instructions';
import { payText, type GuideLang } from '../../../domain/payment/pay-texts';

export default function PaymentGuide({ charge, amount, device, lang }: { charge: PaymentInstructions; amount: number; device: GuideDevice; lang: GuideLang }) {
  const sections = paymentGuide(charge.method, lang, {
    vaNumber: charge.vaNumber, billerCode: charge.billerCode, billKey: charge.billKey, paymentCode: charge.paymentCode ?? null, amount: formatRupiah(amount),
  }, device);
  if (sections.length === 0) return null;
  return (
    <section className="payment-guide" aria-labelledby="payment-guide-title" data-testid="payment-guide">
      <h3 id="payment-guide-title" className="h6">{payText('howToPay', lang)}</h3>
      {sections.map((section) => (
        <details key={section.channel} className="payment-guide-section" open={sections.length === 1 || undefined} data-testid={`payment-guide-${section.channel}`}>
          <summary>{section.title}</summary>
          <ol className="small">
            {section.steps.map((step, i) => <li key={i}>{step}</li>)}
          </ol>
        </details>
      ))}
    </section>
  );
}
