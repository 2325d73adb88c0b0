import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PROMOTION_API, type PromotionApi } from '../../../application/ports/promotion-api.port';
import { withRoute } from '../invoice/story-helpers';
import PromoDetailPage from './PromoDetailPage';
import PromoNewCustomerPage from './PromoNewCustomerPage';
import PromoPage from './PromoPage';
import { fail, withPort } from './perks-story-helpers';

const meta = {
  title: 'Pages/Perks/Promo',
  component: PromoPage,
  parameters: { route: '/promo' },
} satisfies Meta<typeof PromoPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The running promotions (the ended one is not listed). */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByTestId('promo', {}, { timeout: 5000 })).toHaveLength(3);
    await expect(canvas.getAllByTestId('promo')[1]).toHaveTextContent('Pelanggan baru hemat Rp 50.000');
    await expect(canvas.getAllByTestId('promo')[1]).toHaveTextContent('Kode: BARU50');
  },
};

export const ListEN: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByTestId('promo', {}, { timeout: 5000 }))[0]).toHaveTextContent('10% off every order');
  },
};

export const Empty: Story = {
  decorators: [withPort<PromotionApi>(PROMOTION_API, (real) => ({ list: async () => [], get: (id) => real.get(id), newCustomer: () => real.newCustomer() }))],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('promo-empty', {}, { timeout: 5000 })).toHaveTextContent('Belum ada promo yang sedang berjalan.');
  },
};

export const LoadFailed: Story = {
  decorators: [withPort<PromotionApi>(PROMOTION_API, () => ({ list: fail, get: fail, newCustomer: fail }))],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('promo-load-failed', {}, { timeout: 5000 })).toHaveTextContent('Failed to get data');
  },
};

export const Detail: Story = {
  render: () => <PromoDetailPage />,
  parameters: { route: '/promo-detail/3' },
  decorators: [withRoute('/promo-detail/:id')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const detail = await canvas.findByTestId('promo-detail', {}, { timeout: 5000 });
    await expect(detail).toHaveTextContent('Belanja minimal Rp 200.000 dan masukkan kode ONGKIR25');
    await expect(canvas.getByTestId('promo-code')).toHaveTextContent('ONGKIR25');
  },
};

/** An ended promotion says so. */
export const Ended: Story = {
  render: () => <PromoDetailPage />,
  parameters: { route: '/promo-detail/4' },
  decorators: [withRoute('/promo-detail/:id')],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('promo-ended', {}, { timeout: 5000 })).toHaveTextContent('Promo ini sudah berakhir.');
  },
};

export const NewCustomer: Story = {
  render: () => <PromoNewCustomerPage />,
  parameters: { route: '/promonewcustomer' },
  play: async ({ canvasElement }) => {
    const detail = await within(canvasElement).findByTestId('promo-detail', {}, { timeout: 5000 });
    await expect(detail).toHaveTextContent('Baru pertama kali titip?');
  },
};
