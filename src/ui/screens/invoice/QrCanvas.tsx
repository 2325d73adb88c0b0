/**
 * A QRIS payload drawn as a QR code on a canvas (qrcode-generator, error correction M). Its own
 * chunk: PaymentInstructions loads it lazily, only when a charge has a qr_string.
 */
import qrcode from 'qrcode-generator';
import { useEffect, useRef } from 'react';

const MARGIN = 4;

export default function QrCanvas({ value, size = 240, label }: { value: string; size?: number; label: string }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const qr = qrcode(0, 'M');
    qr.addData(value);
    qr.make();
    const count = qr.getModuleCount();
    const cell = Math.max(1, Math.floor(size / (count + MARGIN * 2)));
    const side = cell * (count + MARGIN * 2);
    canvas.width = side;
    canvas.height = side;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, side, side);
    ctx.fillStyle = '#000';
    for (let row = 0; row < count; row++) {
      for (let col = 0; col < count; col++) {
        if (qr.isDark(row, col)) ctx.fillRect((col + MARGIN) * cell, (row + MARGIN) * cell, cell, cell);
      }
    }
    canvas.dataset.modules = String(count);
  }, [value, size]);
  return <canvas ref={ref} className="payment-qr-code" role="img" aria-label={label} data-testid="payment-qr" width={size} height={size} />;
}
