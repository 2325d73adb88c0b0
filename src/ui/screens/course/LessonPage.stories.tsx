import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import LessonPage from './LessonPage';
import { withRoute, withWorld } from '../invoice/story-helpers';
import { FREE, courseApi, learning, serviceDown } from './story-helpers';

const meta = {
  title: 'Pages/Course/LessonPlayer',
  component: LessonPage,
  parameters: { route: `/kursus/${FREE}/belajar/201`, world: { user: true } },
  decorators: [withRoute('/kursus/:slug/belajar/:lessonId')],
} satisfies Meta<typeof LessonPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 7 seconds seen before: 'Lanjutkan dari 0:07', the saved second, the next lesson and the syllabus. */
export const Resume: Story = {
  decorators: [withWorld(learning)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('lesson-title', {}, { timeout: 5000 })).toHaveTextContent('Modal dan margin');
    await expect(canvas.getByTestId('lesson-video').tagName).toBe('VIDEO');
    await expect(canvas.getByTestId('lesson-resume')).toHaveTextContent('Lanjutkan dari 0:07');
    const saved = canvas.getByTestId('lesson-saved-second');
    await expect(saved).toHaveTextContent('Tersimpan: 0:07');
    await expect(saved).toHaveAttribute('data-second', '7');
    await expect(canvas.getByRole('link', { name: 'Materi berikutnya' })).toHaveAttribute('href', `/kursus/${FREE}/belajar/202`);
    await expect(canvas.getByTestId('lesson-syllabus')).toHaveTextContent('Harga coret dan diskon');
    await expect(canvas.queryByTestId('lesson-finished')).toBeNull();
  },
};

/** The first lesson finished: ticked in the syllabus; it starts again from the beginning. */
export const FinishedLesson: Story = {
  parameters: { route: `/kursus/${FREE}/belajar/202` },
  decorators: [withWorld(async (c) => {
    await courseApi(c).register(FREE);
    await courseApi(c).saveProgress(FREE, 201, { second: 45, isFinish: true });
  })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('lesson-finished', {}, { timeout: 5000 })).toHaveAttribute('data-lesson', '201');
    await expect(canvas.queryByTestId('lesson-resume')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Materi sebelumnya' })).toBeVisible();
  },
};

/** Not enrolled: the service refuses the lesson. */
export const NotEnrolled: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('course-error', {}, { timeout: 5000 })).toHaveTextContent('Anda belum terdaftar di kursus ini.');
  },
};

export const ServiceDown: Story = {
  decorators: [withWorld(serviceDown)],
  play: async ({ canvasElement }) => {
    const error = await within(canvasElement).findByTestId('course-error', {}, { timeout: 5000 });
    await expect(error).toHaveTextContent('Layanan kursus sedang tidak dapat dihubungi.');
    await expect(within(error).getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  },
};
