import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import CoursePage from './CoursePage';
import { withRoute, withWorld } from '../invoice/story-helpers';
import { FREE, PAID, UPCOMING, courseApi, serviceDown } from './story-helpers';

const meta = {
  title: 'Pages/Course/CoursePage',
  component: CoursePage,
  parameters: { route: `/kursus/${PAID}`, world: { user: true } },
  decorators: [withRoute('/kursus/:slug')],
} satisfies Meta<typeof CoursePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A paid course: detail, syllabus and quiz; 'Tambah ke Keranjang Kursus' puts it in the course cart. */
export const PaidCourse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('course-title', {}, { timeout: 5000 })).toHaveTextContent('Dasar Impor dari China');
    await expect(canvas.getByTestId('course-price')).toHaveTextContent('Rp 149.000');
    await expect(canvas.getByTestId('course-syllabus')).toHaveTextContent('Mencari barang di 1688');
    await expect(canvas.getByTestId('course-reviews')).toHaveTextContent('Belum ada ulasan.');
    await expect(canvas.queryByTestId('review-form')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Tambah ke Keranjang Kursus' }));
    await expect(await canvas.findByRole('link', { name: 'Lihat Keranjang Kursus' })).toBeVisible();
  },
};

/** An upcoming course takes pre-registrations. */
export const Upcoming: Story = {
  parameters: { route: `/kursus/${UPCOMING}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Daftar Lebih Awal' }, { timeout: 5000 }));
    await expect(await canvas.findByTestId('course-pre-registered')).toBeVisible();
  },
};

/** A free course: 'Daftar Gratis', then owned: 'Mulai Belajar' and the review form (checked before sending). */
export const FreeThenReview: Story = {
  parameters: { route: `/kursus/${FREE}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Daftar Gratis' }, { timeout: 5000 }));
    await expect(await canvas.findByRole('link', { name: 'Mulai Belajar' })).toHaveAttribute('href', `/kursus/${FREE}/belajar/201`);
    const form = await canvas.findByTestId('review-form');
    await userEvent.click(within(form).getByRole('button', { name: '5 bintang' }));
    await userEvent.type(within(form).getByLabelText('Ulasan'), 'Singkat');
    await userEvent.click(within(form).getByRole('button', { name: 'Kirim Ulasan' }));
    await expect(await canvas.findByTestId('review-problem')).toHaveTextContent('Ulasan minimal 10 karakter.');
    await userEvent.type(within(form).getByLabelText('Ulasan'), ' tapi sangat jelas.');
    await userEvent.click(within(form).getByRole('button', { name: 'Kirim Ulasan' }));
    await waitFor(() => expect(canvas.getByTestId('course-review')).toHaveTextContent('Singkat tapi sangat jelas.'));
    await expect(canvas.getByRole('button', { name: 'Ubah Ulasan' })).toBeVisible();
  },
};

/** Owned (registered before): the owner's marks; English. */
export const OwnedEN: Story = {
  parameters: { route: `/kursus/${FREE}` },
  globals: { locale: 'en' },
  decorators: [withWorld(async (c) => courseApi(c).register(FREE))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('course-owned', {}, { timeout: 5000 })).toHaveTextContent('You own this course.');
    await expect(canvas.getByRole('link', { name: 'Start learning' })).toBeVisible();
  },
};

export const ServiceDown: Story = {
  decorators: [withWorld(serviceDown)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const error = await canvas.findByTestId('course-error', {}, { timeout: 5000 });
    await expect(within(error).getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  },
};
