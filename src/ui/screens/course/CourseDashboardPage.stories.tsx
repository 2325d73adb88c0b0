import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import CourseDashboardPage from './CourseDashboardPage';
import { withWorld } from '../invoice/story-helpers';
import { FREE, courseApi } from './story-helpers';

const meta = {
  title: 'Pages/Course/Dashboard',
  component: CourseDashboardPage,
  parameters: { route: '/kursus/dashboard', world: { user: true } },
} satisfies Meta<typeof CourseDashboardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The free course finished and its quiz passed: 100%, and the certificate's code. */
export const WithCertificate: Story = {
  decorators: [withWorld(async (c) => {
    const api = courseApi(c);
    await api.register(FREE);
    await api.saveProgress(FREE, 201, { second: 45, isFinish: true });
    await api.saveProgress(FREE, 202, { second: 50, isFinish: true });
    await api.answerQuiz(FREE, 21, [{ questionId: 211, choiceId: 5 }], 'story-quiz');
  })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const course = await canvas.findByTestId('dashboard-course', {}, { timeout: 5000 });
    await expect(course).toHaveTextContent('2 dari 2 materi selesai');
    await expect(course).toHaveTextContent('1 dari 1 kuis lulus');
    await expect(within(course).getByTestId('dashboard-certificate')).toHaveTextContent(/Sertifikat CERT-/);
    await expect(canvas.getByTestId('dashboard-certificates')).toHaveTextContent('1');
  },
};

/** Registered, nothing finished yet (English). */
export const JustStartedEN: Story = {
  globals: { locale: 'en' },
  decorators: [withWorld(async (c) => courseApi(c).register(FREE))],
  play: async ({ canvasElement }) => {
    const course = await within(canvasElement).findByTestId('dashboard-course', {}, { timeout: 5000 });
    await expect(course).toHaveTextContent('0 of 2 lessons finished');
    await expect(course).toHaveTextContent('The certificate is issued once every lesson is finished and every quiz passed.');
  },
};
