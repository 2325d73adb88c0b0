import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import MyCoursesPage from './MyCoursesPage';
import { withWorld } from '../invoice/story-helpers';
import { learning, serviceDown } from './story-helpers';

const meta = {
  title: 'Pages/Course/MyCourses',
  component: MyCoursesPage,
  parameters: { route: '/kursus/saya', world: { user: true } },
} satisfies Meta<typeof MyCoursesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The registered course with its progress and 'Lanjutkan Belajar' to the last lesson seen. */
export const Learning: Story = {
  decorators: [withWorld(learning)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const course = await canvas.findByTestId('my-course', {}, { timeout: 5000 });
    await expect(course).toHaveTextContent('Menghitung Harga Jual');
    await expect(course).toHaveTextContent('Progres 0%');
    await expect(within(course).getByRole('link', { name: 'Lanjutkan Belajar' })).toHaveAttribute('href', '/kursus/hitung-harga-jual/belajar/201');
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('my-courses-empty', {}, { timeout: 5000 })).toHaveTextContent('Anda belum memiliki kursus.');
  },
};

export const ServiceDown: Story = {
  decorators: [withWorld(serviceDown)],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('course-error', {}, { timeout: 5000 })).toHaveTextContent('Coba lagi');
  },
};
