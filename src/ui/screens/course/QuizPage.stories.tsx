import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import QuizPage from './QuizPage';
import { withRoute, withWorld } from '../invoice/story-helpers';
import { FREE, courseApi } from './story-helpers';

const meta = {
  title: 'Pages/Course/Quiz',
  component: QuizPage,
  parameters: { route: `/kursus/${FREE}/kuis/21`, world: { user: true } },
  decorators: [withRoute('/kursus/:slug/kuis/:quizId'), withWorld(async (c) => courseApi(c).register(FREE))],
} satisfies Meta<typeof QuizPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A wrong answer: score, not passed, the explanation; a double click counts one attempt. */
export const WrongThenRight: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('quiz-attempts-left', {}, { timeout: 5000 })).toHaveTextContent('Sisa kesempatan: 5');
    await userEvent.click(canvas.getByRole('radio', { name: 'Diskon' }));
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Kirim Jawaban' }));
    const score = await canvas.findByTestId('quiz-score');
    await expect(score).toHaveTextContent('Belum lulus Nilai 0 (0 dari 1 benar)');
    await expect(canvas.getByTestId('quiz-explanation')).toHaveTextContent('Margin adalah keuntungan Anda di atas semua biaya.');
    await waitFor(() => expect(canvas.getByTestId('quiz-attempts-left')).toHaveTextContent('Sisa kesempatan: 4'));
    await userEvent.click(canvas.getByRole('button', { name: 'Coba Lagi Kuis' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Margin' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim Jawaban' }));
    await expect(await canvas.findByTestId('quiz-verdict')).toHaveTextContent('Lulus');
    await expect(canvas.getByTestId('quiz-score')).toHaveAttribute('data-score', '100');
  },
};

export const QuizEN: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Selling price quiz' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send answers' })).toBeDisabled();
  },
};
