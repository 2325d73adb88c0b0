import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SAVED_CARD_API, type SavedCardApi } from '../../../application/ports/saved-card-api.port';
import CardsPage from './CardsPage';
import { fail, withPort } from './perks-story-helpers';

const meta = {
  title: 'Pages/Perks/Cards',
  component: CardsPage,
  parameters: { route: '/payment', world: { user: true } },
} satisfies Meta<typeof CardsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function typeCard(canvas: ReturnType<typeof within>, number: string) {
  await userEvent.type(canvas.getByTestId('card-number'), number);
  await userEvent.type(canvas.getByTestId('card-exp-month'), '12');
  await userEvent.type(canvas.getByTestId('card-exp-year'), '2030');
  await userEvent.type(canvas.getByTestId('card-cvv'), '123');
}

/** No card yet (empty state); the form checks the fields, saves the card as a token; delete asks first. */
export const SaveAndDelete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('cards-empty', {}, { timeout: 5000 })).toHaveTextContent('Belum ada kartu tersimpan.');
    await userEvent.click(canvas.getByTestId('card-save'));
    await expect(await canvas.findByTestId('card-error-number')).toBeVisible();
    await typeCard(canvas, '4811111111111114');
    await userEvent.click(canvas.getByTestId('card-save'));
    const row = await canvas.findByTestId('saved-card');
    await expect(row).toHaveTextContent('Visa');
    await expect(row).toHaveTextContent('481111••••••1114');
    await expect(row).toHaveTextContent('Berlaku s.d. 12/2030');
    await expect(canvas.getByTestId('card-number')).toHaveValue('');
    await userEvent.click(within(row).getByRole('button', { name: 'Hapus kartu 481111-1114' }));
    const dialog = await within(document.body).findByRole('dialog');
    await expect(dialog).toHaveTextContent('Kartu Visa 481111-1114 akan dihapus dari akunmu.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await expect(canvas.getByTestId('saved-card')).toBeVisible();
    await userEvent.click(within(row).getByRole('button', { name: 'Hapus kartu 481111-1114' }));
    await userEvent.click(await within(document.body).findByTestId('card-remove-confirm'));
    await expect(await canvas.findByTestId('cards-empty')).toBeVisible();
  },
};

/** The bank declines the card: the gateway's message shows, nothing is saved (English). */
export const DeclinedEN: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('cards-empty', {}, { timeout: 5000 });
    await typeCard(canvas, '4911111111111113');
    await userEvent.click(canvas.getByRole('button', { name: 'Save card' }));
    await expect(await canvas.findByTestId('cards-error')).toHaveTextContent('Card is declined by the bank');
    await expect(canvas.queryByTestId('saved-card')).toBeNull();
    await expect(canvas.getByTestId('card-cvv')).toHaveValue('');
  },
};

/** The list cannot be read: the spec's 'Failed to get data' with 'Coba lagi'. */
export const LoadFailed: Story = {
  decorators: [withPort<SavedCardApi>(SAVED_CARD_API, (real) => ({ ...real, list: fail, save: (t) => real.save(t), remove: (id) => real.remove(id) }))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('cards-load-failed', {}, { timeout: 5000 })).toHaveTextContent('Failed to get data');
    await waitFor(() => expect(canvas.queryByTestId('cards-empty')).toBeNull());
  },
};
