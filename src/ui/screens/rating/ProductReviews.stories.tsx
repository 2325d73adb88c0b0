import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProductReviewsSection } from './ProductReviews';

const meta = {
  title: 'Components/ProductReviews',
  component: ProductReviewsSection,
  // The first demo product (its memory reviews are seeded).
  args: { url: 'https://detail.1688.com/offer/610947572360.html' },
} satisfies Meta<typeof ProductReviewsSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithReviews: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reviews = await canvas.findAllByTestId('review', {}, { timeout: 5000 });
    await expect(reviews).toHaveLength(2);
    await expect(canvas.getByTestId('reviews-average')).toHaveTextContent('Rata-rata 4,5 dari 5 · 2 ulasan');
    await expect(reviews[0]).toHaveTextContent('Sari W.');
  },
};

export const WithReviewsEN: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('reviews-average', {}, { timeout: 5000 })).toHaveTextContent('Average 4.5 out of 5 · 2 reviews');
  },
};

export const Empty: Story = {
  args: { url: 'https://item.taobao.com/item.htm?id=1' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('reviews-empty', {}, { timeout: 5000 })).toHaveTextContent('Belum ada ulasan untuk produk ini.');
  },
};
