import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import CourseCartPage from './CourseCartPage';
import { withWorld } from '../invoice/story-helpers';
import { paidInCart, serviceDown } from './story-helpers';

const meta = {
  title: 'Pages/Course/Cart',
  component: CourseCartPage,
  parameters: { route: '/kursus/keranjang', world: { user: true } },
} satisfies Meta<typeof CourseCartPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One course in the cart; 'Hapus' removes it (toast 'Berhasil menghapus course'). */
export const WithCourse: Story = {
  decorators: [withWorld(paidInCart)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('course-cart-item', {}, { timeout: 5000 })).toHaveTextContent('Dasar Impor dari China');
    await expect(canvas.getByTestId('course-cart-subtotal')).toHaveTextContent('Rp 149.000');
    await expect(canvas.getByRole('link', { name: 'Lanjut ke Pembayaran' })).toHaveAttribute('href', '/kursus/checkout');
    await userEvent.click(canvas.getByRole('button', { name: 'Hapus Dasar Impor dari China' }));
    await waitFor(() => expect(canvas.getByTestId('course-cart-empty')).toBeVisible());
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('course-cart-empty', {}, { timeout: 5000 })).toHaveTextContent('Keranjang kursus Anda kosong.');
  },
};

export const ServiceDown: Story = {
  decorators: [withWorld(serviceDown)],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('course-error', {}, { timeout: 5000 })).toHaveTextContent('Layanan kursus sedang tidak dapat dihubungi.');
  },
};
