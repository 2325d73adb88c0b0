import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FULFILMENT_SIMULATOR, type FulfilmentSimulator } from '../../../application/ports/fulfilment-api.port';
import { useService } from '../../app/container-context';
import { delivered, orderPaid } from '../invoice/fulfilment/story-world';
import { FIRST_STORY_ORDER, withWorld } from '../invoice/story-helpers';
import RatingForm from './RatingForm';

/** The form of the story order's first line (its cart code read from the memory world). */
function FirstLineRating() {
  const sim = useService<FulfilmentSimulator>(FULFILMENT_SIMULATOR);
  const code = sim.lines(FIRST_STORY_ORDER)[0]?.cartDetailCode ?? '';
  return <div style={{ maxWidth: 480, padding: 16 }}><RatingForm cartCode={code} /></div>;
}

const meta = {
  title: 'Components/RatingForm',
  component: FirstLineRating,
  parameters: { world: { user: true, cartItems: 2 } },
} satisfies Meta<typeof FirstLineRating>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Delivered: stars are required; chosen with the keyboard; a too-long text is refused; saved. */
export const Delivered: Story = {
  decorators: [withWorld(async (c) => { await delivered(c); })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByTestId('rating-form', {}, { timeout: 5000 });
    await userEvent.click(within(form).getByTestId('rating-submit'));
    await expect(await within(form).findByText('Pilih nilai 1 sampai 5 bintang.')).toBeVisible();
    await expect(within(form).getByTestId('star-input')).toHaveAttribute('aria-invalid', 'true');
    within(form).getByRole('radio', { name: '1 bintang' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(within(form).getByRole('radio', { name: '5 bintang' })).toBeChecked();
    await userEvent.type(within(form).getByLabelText('Ulasan (opsional)'), 'Sesuai foto, pengiriman cepat');
    await userEvent.click(within(form).getByTestId('rating-submit'));
    const saved = await canvas.findByTestId('rating-saved');
    await expect(within(saved).getByRole('img', { name: 'Nilai 5 dari 5' })).toBeVisible();
    await expect(saved).toHaveTextContent('Sesuai foto, pengiriman cepat');
  },
};

export const DeliveredEN: Story = {
  decorators: [withWorld(async (c) => { await delivered(c); })],
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const form = await within(canvasElement).findByTestId('rating-form', {}, { timeout: 5000 });
    await expect(form).toHaveTextContent('Rate this item');
    await expect(within(form).getByRole('radio', { name: '1 star' })).toBeInTheDocument();
    await expect(within(form).getByRole('radio', { name: '3 stars' })).toBeInTheDocument();
  },
};

/** Not delivered yet: no form. */
export const NotDelivered: Story = {
  decorators: [withWorld(async (c) => { await orderPaid(c); })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('rating-unavailable', {}, { timeout: 5000 })).toHaveTextContent('Barang ini belum diterima');
  },
};
