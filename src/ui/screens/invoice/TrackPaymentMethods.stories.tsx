// The pay panel's states of issue 23: the method chosen at checkout preselected, GoPay's QR code
// (computer) and deep link (phone size), ShopeePay, an Alfamart payment code, the instructions per
// channel opened (their chunk loads lazily: found with findBy*), and a disabled 'Bayar' that says why.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Container } from 'inversify';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PAYMENT_POLL_INTERVAL } from '../../../application/payment/invoice-payment';
import { CHECKOUT_API, type CheckoutApi } from '../../../application/ports/checkout-api.port';
import { PAYMENT_API, type PaymentApi } from '../../../application/ports/payment-api.port';
import TrackPage from './TrackPage';
import { FIRST_STORY_INVOICE, orderPlaced, withLocation, withWorld } from './story-helpers';

const meta = {
  title: 'Pages/Track/Payment methods',
  component: TrackPage,
  parameters: { route: `/track?nomor=${FIRST_STORY_INVOICE}`, world: { user: true, cartItems: 2 } },
  decorators: [withLocation],
} satisfies Meta<typeof TrackPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An order placed with `atCheckout` chosen, optionally charged with `charged`; `more` changes the world first. */
function ordered(atCheckout: string, charged?: string, more?: (c: Container) => Promise<void>) {
  return withWorld(async (c: Container) => {
    c.bind<number>(PAYMENT_POLL_INTERVAL).toConstantValue(60_000);
    await orderPlaced(c, atCheckout);
    await more?.(c);
    if (charged) await c.get<PaymentApi>(PAYMENT_API).charge(FIRST_STORY_INVOICE, charged, { useWallet: false }, `story-${charged}`);
  });
}

/** The page as a phone sees it: the pay panel's phone query matches (and the viewport is a phone's in the Storybook UI). */
function phoneSize(): () => void {
  const original = window.matchMedia.bind(window);
  window.matchMedia = ((query: string) => {
    if (!query.includes('max-width: 767px')) return original(query);
    const list: MediaQueryList = {
      matches: true, media: query, onchange: null,
      addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined,
      dispatchEvent: () => false,
    };
    return list;
  }) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}
const PHONE = { globals: { viewport: { value: 'mobile1', isRotated: false } }, beforeEach: phoneSize } as const;

/** GoPay chosen at checkout: preselected on the invoice, 'Bayar' enabled; on a computer its QR code and the QR steps, open. */
export const GopayPreselectedQr: Story = {
  decorators: [ordered('gopay')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await canvas.findByTestId('pay-panel', {}, { timeout: 5000 });
    await expect(await within(panel).findByRole('radio', { name: 'GoPay' })).toBeChecked();
    await expect(canvas.queryByTestId('pay-blocked-reason')).toBeNull();
    const pay = within(panel).getByRole('button', { name: 'Bayar' });
    await expect(pay).toBeEnabled();
    await userEvent.click(pay);
    const qr = await canvas.findByRole('img', { name: 'Kode QR pembayaran GoPay' });
    await expect(qr.tagName).toBe('CANVAS');
    await expect(canvas.getByTestId('payment-ewallet')).toHaveAttribute('data-device', 'computer');
    await expect(canvas.getByText('Pindai kode QR ini dengan aplikasi Gojek, GoPay, atau aplikasi lain yang mendukung QRIS.')).toBeVisible();
    await expect(canvas.queryByTestId('payment-deeplink')).toBeNull();
    const steps = await canvas.findByTestId('payment-guide-qr');
    await expect(steps).toHaveAttribute('open');
    await expect(within(steps).getByText(/Periksa detail dan jumlah Rp/)).toBeVisible();
    await expect(canvas.getByTestId('payment-countdown')).toHaveTextContent('00:15:00');
  },
};

/** GoPay at phone size: the app's deep link (no QR code to scan with the same phone). */
export const GopayDeepLinkPhone: Story = {
  ...PHONE,
  decorators: [ordered('gopay', 'gopay')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: 'Buka aplikasi GoPay' }, { timeout: 5000 });
    await expect(link).toHaveAttribute('href', `https://pay.example.com/gopay/${FIRST_STORY_INVOICE}-1`);
    await expect(link).toHaveClass('btn-primary');
    await expect(canvas.getByTestId('payment-ewallet')).toHaveAttribute('data-device', 'phone');
    await expect(canvas.queryByRole('img', { name: 'Kode QR pembayaran GoPay' })).toBeNull();
    await expect(within(await canvas.findByTestId('payment-guide-app')).getByText('Ketuk "Buka aplikasi GoPay".')).toBeVisible();
  },
};

export const GopayDeepLinkPhoneEN: Story = {
  ...GopayDeepLinkPhone,
  globals: { ...PHONE.globals, locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Open the GoPay app' }, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'How to pay' })).toBeVisible();
    await expect(canvas.getByText('The GoPay app opens to finish the payment.')).toBeVisible();
  },
};

/** ShopeePay on a computer: its deep link drawn as a QR code for the phone's camera, and the link itself. */
export const Shopeepay: Story = {
  decorators: [ordered('shopeepay', 'shopeepay')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const qr = await canvas.findByRole('img', { name: 'Kode QR pembayaran ShopeePay' }, { timeout: 5000 });
    await waitFor(() => expect(Number(qr.getAttribute('data-modules'))).toBeGreaterThan(20));
    await expect(canvas.getByText('Pindai kode QR ini dengan kamera ponsel Anda untuk membuka aplikasi ShopeePay.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Buka aplikasi ShopeePay' })).toHaveAttribute('href', `https://pay.example.com/shopeepay/${FIRST_STORY_INVOICE}-1`);
  },
};

/** ShopeePay at phone size: the deep link only. */
export const ShopeepayPhone: Story = {
  ...PHONE,
  decorators: [ordered('shopeepay', 'shopeepay')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Buka aplikasi ShopeePay' }, { timeout: 5000 })).toHaveClass('btn-primary');
    await expect(canvas.queryByRole('img', { name: 'Kode QR pembayaran ShopeePay' })).toBeNull();
  },
};

/** Alfamart: the payment code with its copy button, and what to tell the cashier (open). */
export const AlfamartCode: Story = {
  decorators: [ordered('alfamart', 'alfamart')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('payment-code', {}, { timeout: 5000 })).toHaveTextContent('TTP00000001');
    await expect(canvas.getByText('Kode pembayaran Alfamart')).toBeVisible();
    await expect(canvas.getByTestId('payment-code-copy')).toBeVisible();
    const cashier = await canvas.findByTestId('payment-guide-cashier');
    await expect(cashier).toHaveAttribute('open');
    await expect(within(cashier).getByText(/sebutkan kode pembayaran TTP00000001\./)).toBeVisible();
    await expect(canvas.getByTestId('payment-countdown')).toHaveTextContent('24:00:00');
  },
};

export const IndomaretCodeEN: Story = {
  decorators: [ordered('indomaret', 'indomaret')],
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Indomaret payment code', {}, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByText('At the Indomaret cashier')).toBeVisible();
  },
};

/** A BCA virtual account: ATM, BCA mobile and KlikBCA steps, collapsed; opening ATM shows the steps with the VA number. */
export const VaInstructionsOpen: Story = {
  decorators: [ordered('bca_va', 'bca_va')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const guide = await canvas.findByTestId('payment-guide', {}, { timeout: 5000 });
    await expect(within(guide).getByRole('heading', { name: 'Cara membayar' })).toBeVisible();
    const atm = canvas.getByTestId('payment-guide-atm');
    await expect(atm).not.toHaveAttribute('open');
    await expect(canvas.getByTestId('payment-guide-mobile')).toHaveTextContent('BCA mobile (m-BCA)');
    await expect(canvas.getByTestId('payment-guide-internet')).toHaveTextContent('KlikBCA');
    await userEvent.click(within(atm).getByText('ATM BCA'));
    await expect(atm).toHaveAttribute('open');
    await expect(within(atm).getByText('Masukkan nomor virtual account 8077700000001.')).toBeVisible();
  },
};

export const VaInstructionsOpenEN: Story = {
  ...VaInstructionsOpen,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const atm = await canvas.findByTestId('payment-guide-atm', {}, { timeout: 5000 });
    await userEvent.click(within(atm).getByText('BCA ATM'));
    await expect(within(atm).getByText('Enter the virtual account number 8077700000001.')).toBeVisible();
  },
};

/** Mandiri bill: Livin' steps quote the company code and the payment code. */
export const MandiriInstructions: Story = {
  decorators: [ordered('mandiri_bill', 'mandiri_bill')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mobile = await canvas.findByTestId('payment-guide-mobile', {}, { timeout: 5000 });
    await userEvent.click(within(mobile).getByText("Livin' by Mandiri"));
    await expect(within(mobile).getByText('Masukkan kode bayar 100000001.')).toBeVisible();
  },
};

/** The method chosen at checkout (GoPay) is not offered now (a gateway without e-wallets): nothing preselected, 'Bayar' disabled, the reason shown. */
export const PayDisabledWithReason: Story = {
  decorators: [ordered('gopay', undefined, async (c) => {
    const api = c.get<CheckoutApi>(CHECKOUT_API);
    const groups = api.paymentGroups.bind(api);
    api.paymentGroups = async (code) => (await groups(code)).filter((g) => g.group !== 'ewallet');
  })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reason = await canvas.findByTestId('pay-blocked-reason', {}, { timeout: 5000 });
    await expect(reason).toHaveTextContent('Metode yang dipilih saat checkout tidak tersedia saat ini. Pilih metode lain.');
    const pay = canvas.getByRole('button', { name: 'Bayar' });
    await expect(pay).toBeDisabled();
    await expect(pay).toHaveAccessibleDescription('Metode yang dipilih saat checkout tidak tersedia saat ini. Pilih metode lain.');
    await expect(canvas.queryByRole('radio', { name: 'GoPay' })).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'Indomaret' }));
    await expect(pay).toBeEnabled();
    await expect(canvas.queryByTestId('pay-blocked-reason')).toBeNull();
  },
};
