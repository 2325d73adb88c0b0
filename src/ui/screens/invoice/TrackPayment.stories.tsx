import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Container } from 'inversify';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PAYMENT_POLL_INTERVAL } from '../../../application/payment/invoice-payment';
import { PAYMENT_API, PAYMENT_SIMULATOR, type PaymentApi, type PaymentSimulator } from '../../../application/ports/payment-api.port';
import { CARD_TOKENIZER, PAGE_REDIRECT, type CardTokenizer, type PageRedirect } from '../../../application/ports/card-tokenizer.port';
import { SAVED_CARD_API, type SavedCardApi } from '../../../application/ports/saved-card-api.port';
import TrackPage from './TrackPage';
import { FIRST_STORY_INVOICE, fakeClipboard, orderPlaced, withLocation, withWorld } from './story-helpers';

/** The story's memory gateway numbers the first charge 1: BCA VA 80777 + 00000001. */
const FIRST_VA = '8077700000001';

const meta = {
  title: 'Pages/Track/Payment',
  component: TrackPage,
  parameters: { route: `/track?nomor=${FIRST_STORY_INVOICE}`, world: { user: true, cartItems: 2 } },
  decorators: [withLocation],
} satisfies Meta<typeof TrackPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Where the page was sent (a card charge's 3-D Secure page): the story's PAGE_REDIRECT. */
const redirect = fn<PageRedirect>().mockName('redirect');
/** The memory gateway's 3-D Secure page of the first charge. */
const FIRST_3DS = `https://pay.example.com/3ds/${FIRST_STORY_INVOICE}-1`;

/** An order placed (BCA VA chosen at checkout), the page polling every 200 ms, and optionally a charge made (a card with a token). */
function ordered(method?: string, more?: (c: Container) => Promise<void>) {
  return withWorld(async (c: Container) => {
    await more?.(c);
    c.bind<number>(PAYMENT_POLL_INTERVAL).toConstantValue(200);
    redirect.mockClear();
    c.bind<PageRedirect>(PAGE_REDIRECT).toConstantValue(redirect);
    await orderPlaced(c);
    const cardToken = method === 'credit_card' ? { cardToken: 'tok-1114' } : {};
    if (method) await c.get<PaymentApi>(PAYMENT_API).charge(FIRST_STORY_INVOICE, method, { useWallet: false, ...cardToken }, `story-${method}`);
  });
}

const containerOf = (loaded: unknown): Container => {
  const container = (loaded as { container?: Container }).container;
  if (!container) throw new Error('no story container');
  return container;
};


/** No charge yet: the methods (BCA VA preselected), the wallet checkbox, 'Bayar' -> the VA number with copy and the countdown. */
export const PayByVirtualAccount: Story = {
  decorators: [ordered()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await canvas.findByTestId('pay-panel', {}, { timeout: 5000 });
    await expect(await within(panel).findByRole('radio', { name: 'BCA Virtual Account' })).toBeChecked();
    // Every method the gateway takes is offered (issue 23); OVO is not one.
    await expect(within(panel).getByRole('radio', { name: 'GoPay' })).not.toBeChecked();
    await expect(within(panel).getByRole('radio', { name: 'Alfamart' })).toBeVisible();
    await expect(within(panel).queryByRole('radio', { name: 'OVO' })).toBeNull();
    await expect(within(panel).getByTestId('payment-use-wallet')).toHaveTextContent('Gunakan saldo Titip (Rp 1.250.000)');
    await expect(canvas.getByTestId('payment-countdown')).toHaveTextContent('Selesaikan pembayaran dalam 24:00:00');
    await userEvent.click(within(panel).getByRole('button', { name: 'Bayar' }));
    await expect(await canvas.findByTestId('payment-va')).toHaveTextContent(FIRST_VA);
    await expect(canvas.getByTestId('payment-instructions')).toHaveTextContent('Bank BCA');
    await expect(canvas.getByTestId('payment-countdown')).toHaveTextContent('24:00:00');
    let restore = fakeClipboard(true);
    try {
      await userEvent.click(canvas.getByTestId('payment-va-copy'));
      await expect(await canvas.findByTestId('copy-feedback')).toHaveTextContent(`Successfully copy: ${FIRST_VA}`);
    } finally {
      restore();
    }
    restore = fakeClipboard(false);
    try {
      await userEvent.click(canvas.getByTestId('payment-va-copy'));
      await waitFor(() => expect(canvas.getByTestId('copy-feedback')).toHaveTextContent('Copy to clipboard not supported'));
    } finally {
      restore();
    }
    await expect(canvas.getByTestId('change-method')).toHaveTextContent('Ganti metode pembayaran');
  },
};

export const PayByVirtualAccountEN: Story = {
  ...PayByVirtualAccount,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await canvas.findByTestId('pay-panel', {}, { timeout: 5000 });
    await expect(await within(panel).findByTestId('payment-use-wallet')).toHaveTextContent('Use Titip balance (Rp 1.250.000)');
    await expect(canvas.getByTestId('payment-countdown')).toHaveTextContent('Complete the payment within 24:00:00');
    await userEvent.click(within(panel).getByRole('button', { name: 'Pay' }));
    await expect(await canvas.findByTestId('payment-va')).toHaveTextContent(FIRST_VA);
    const restore = fakeClipboard(true);
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
      await expect(await canvas.findByTestId('copy-feedback')).toHaveTextContent(`Successfully copy: ${FIRST_VA}`);
    } finally {
      restore();
    }
  },
};

/** A QRIS charge: the QR code drawn in the page (a canvas), 15 minutes to pay. */
export const Qris: Story = {
  decorators: [ordered('qris')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const qr = await canvas.findByTestId('payment-qr', {}, { timeout: 5000 });
    await expect(qr.tagName).toBe('CANVAS');
    await waitFor(() => expect(Number(qr.getAttribute('data-modules'))).toBeGreaterThan(20));
    await expect(canvas.getByText('Pindai kode QR ini dengan aplikasi pembayaran apa pun.')).toBeVisible();
    await expect(canvas.getByTestId('payment-countdown')).toHaveTextContent('00:15:00');
  },
};

export const QrisEN: Story = {
  ...Qris,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Payment QR code' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByTestId('payment-countdown')).toHaveTextContent('Complete the payment within 00:15:00');
  },
};

/** Mandiri bill payment: the biller code and the bill key, each with its copy button. */
export const MandiriBill: Story = {
  decorators: [ordered('mandiri_bill')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('payment-biller-code', {}, { timeout: 5000 })).toHaveTextContent('70012');
    await expect(canvas.getByTestId('payment-bill-key')).toHaveTextContent('100000001');
    await expect(canvas.getByText('Kode bayar (bill key)')).toBeVisible();
  },
};

/** 'Ganti metode pembayaran': from the VA to QRIS; the VA charge is cancelled. */
export const ChangeMethod: Story = {
  decorators: [ordered('bca_va')],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Ganti metode pembayaran' }, { timeout: 5000 }));
    await userEvent.click(canvas.getByRole('radio', { name: 'QRIS' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Bayar' }));
    await canvas.findByTestId('payment-qr');
    await expect(canvas.queryByTestId('payment-va')).toBeNull();
    const open = await containerOf(loaded).get<PaymentSimulator>(PAYMENT_SIMULATOR).openPayments();
    await expect(open.map((p) => p.method)).toEqual(['qris']);
  },
};

/** The gateway settles while the page is open: the polling turns it into the paid receipt, without a reload. */
export const PaidWhileWatching: Story = {
  decorators: [ordered('bca_va')],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('payment-va', {}, { timeout: 5000 })).toHaveTextContent(FIRST_VA);
    await containerOf(loaded).get<PaymentSimulator>(PAYMENT_SIMULATOR).settle(`${FIRST_STORY_INVOICE}-1`);
    const receipt = await canvas.findByTestId('payment-receipt', {}, { timeout: 5000 });
    await expect(receipt).toHaveTextContent('Pembayaran diterima');
    await expect(canvas.getByTestId('receipt-paid-at')).toHaveTextContent('01 Maret 2024 10:00 WIB');
    await expect(canvas.getByTestId('receipt-method')).toHaveTextContent('BCA Virtual Account');
    await expect(canvas.getByTestId('receipt-amount')).toHaveTextContent('Rp');
    await expect(canvas.queryByTestId('pay-panel')).toBeNull();
    await expect(canvas.getByTestId('payment-state')).toHaveTextContent('Lunas');
  },
};

export const PaidWhileWatchingEN: Story = {
  ...PaidWhileWatching,
  globals: { locale: 'en' },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('payment-va', {}, { timeout: 5000 });
    await containerOf(loaded).get<PaymentSimulator>(PAYMENT_SIMULATOR).settle(`${FIRST_STORY_INVOICE}-1`);
    await expect(await canvas.findByTestId('payment-receipt', {}, { timeout: 5000 })).toHaveTextContent('Payment received');
    await expect(canvas.getByText('Paid at')).toBeVisible();
  },
};

/** The card: 'Bayar' with empty fields shows every field's error; wrong values show theirs; a declined card keeps the number, not the CVV. */
export const CardFormErrors: Story = {
  decorators: [ordered()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await canvas.findByTestId('pay-panel', {}, { timeout: 5000 });
    await userEvent.click(await within(panel).findByRole('radio', { name: 'Kartu Kredit / Debit' }));
    await expect(canvas.getByTestId('card-notice')).toHaveTextContent('Data kartu dikirim langsung ke gateway pembayaran; Titip tidak menyimpan nomor kartu Anda.');
    await expect(canvas.queryByTestId('card-error-number')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Bayar' }));
    await expect(await canvas.findByTestId('card-error-number')).toHaveTextContent('Nomor kartu wajib diisi');
    await expect(canvas.getByTestId('card-error-expiry')).toHaveTextContent('Masa berlaku wajib diisi');
    await expect(canvas.getByTestId('card-error-cvv')).toHaveTextContent('CVV wajib diisi');

    const number = canvas.getByLabelText('Nomor kartu');
    await expect(number).toHaveAttribute('autocomplete', 'cc-number');
    await expect(number).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(number, '4811111111111115');
    await expect(number).toHaveValue('4811 1111 1111 1115');
    await expect(canvas.getByTestId('card-brand')).toHaveTextContent('Kartu Visa');
    await userEvent.type(canvas.getByLabelText('Bulan (BB)'), '01');
    await userEvent.type(canvas.getByLabelText('Tahun (TT)'), '24');
    await userEvent.type(canvas.getByLabelText('CVV'), '12');
    await expect(canvas.getByTestId('card-error-number')).toHaveTextContent('Nomor kartu tidak valid');
    await expect(canvas.getByTestId('card-error-expiry')).toHaveTextContent('Kartu sudah kedaluwarsa');
    await expect(canvas.getByTestId('card-error-cvv')).toHaveTextContent('CVV tidak valid');
    await expect(number).toHaveAttribute('aria-invalid', 'true');

    // The sandbox's declined card: the gateway refuses it; the number stays, the CVV is typed again.
    await userEvent.clear(number);
    await userEvent.type(number, '4911 1111 1111 1113');
    await userEvent.clear(canvas.getByLabelText('Tahun (TT)'));
    await userEvent.type(canvas.getByLabelText('Tahun (TT)'), '2030');
    await userEvent.type(canvas.getByLabelText('CVV'), '3');
    await expect(canvas.queryByTestId('card-error-number')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Bayar' }));
    await expect(await canvas.findByTestId('payment-error')).toHaveTextContent('Kartu ditolak. Coba kartu lain atau metode pembayaran lain.');
    await expect(number).toHaveValue('4911 1111 1111 1113');
    await expect(canvas.getByLabelText('CVV')).toHaveValue('');
    await expect(redirect).not.toHaveBeenCalled();
  },
};

export const CardFormErrorsEN: Story = {
  ...CardFormErrors,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Kartu Kredit / Debit' }, { timeout: 5000 }));
    await userEvent.type(canvas.getByLabelText('Card number'), '4811111111111115');
    await userEvent.type(canvas.getByLabelText('Month (MM)'), '13');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay' }));
    await expect(await canvas.findByTestId('card-error-number')).toHaveTextContent('The card number is not valid');
    await expect(canvas.getByTestId('card-error-expiry')).toHaveTextContent('Enter the expiry date');
    await expect(canvas.getByTestId('card-error-cvv')).toHaveTextContent('Enter the CVV');
    await expect(canvas.getByTestId('card-notice')).toHaveTextContent('Your card details go straight to the payment gateway');
  },
};

/** A good card: tokenised by the (memory) gateway, charged with the token, the page sent to 3-D Secure. */
export const PayByCard: Story = {
  decorators: [ordered()],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Kartu Kredit / Debit' }, { timeout: 5000 }));
    await userEvent.type(canvas.getByTestId('card-number'), '4811 1111 1111 1114');
    await userEvent.type(canvas.getByTestId('card-exp-month'), '12');
    await userEvent.type(canvas.getByTestId('card-exp-year'), '2030');
    await userEvent.type(canvas.getByTestId('card-cvv'), '123');
    await userEvent.click(canvas.getByTestId('pay-button'));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(FIRST_3DS));
    await expect(redirect).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByTestId('card-redirecting')).toHaveTextContent('Mengalihkan ke halaman otentikasi 3-D Secure...');
    await expect(canvas.getByTestId('payment-redirect')).toHaveAttribute('href', FIRST_3DS);
    await expect(canvas.queryByTestId('card-form')).toBeNull();
    const open = await containerOf(loaded).get<PaymentSimulator>(PAYMENT_SIMULATOR).openPayments();
    await expect(open.map((p) => p.method)).toEqual(['credit_card']);
  },
};

/** The customer saved a card on /payment: it is offered above the form and pays without typing (3-D Secure still). */
export const PayBySavedCard: Story = {
  decorators: [ordered(undefined, async (c) => {
    const token = await c.get<CardTokenizer>(CARD_TOKENIZER).tokenize({ number: '4811111111111114', expMonth: '12', expYear: '2030', cvv: '123' });
    await c.get<SavedCardApi>(SAVED_CARD_API).save(token);
  })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Kartu Kredit / Debit' }, { timeout: 5000 }));
    const saved = await canvas.findByRole('radio', { name: 'Visa 481111-1114 (berlaku s.d. 12/2030)' });
    await expect(canvas.getByRole('radio', { name: 'Kartu baru' })).toBeChecked();
    await expect(canvas.getByTestId('card-form')).toBeVisible();
    await userEvent.click(saved);
    await expect(canvas.queryByTestId('card-form')).toBeNull();
    await userEvent.click(canvas.getByTestId('pay-button'));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(FIRST_3DS));
  },
};

/** Back without finishing 3-D Secure: the link to continue it, and 'Ganti metode pembayaran'. */
export const PendingCard: Story = {
  decorators: [ordered('credit_card')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: 'Lanjutkan otentikasi 3-D Secure' }, { timeout: 5000 });
    await expect(link).toHaveAttribute('href', FIRST_3DS);
    await expect(link).not.toHaveAttribute('target');
    await expect(canvas.getByTestId('payment-countdown')).toHaveTextContent('00:10:00');
    await expect(canvas.getByTestId('change-method')).toHaveTextContent('Ganti metode pembayaran');
    await expect(redirect).not.toHaveBeenCalled();
  },
};
