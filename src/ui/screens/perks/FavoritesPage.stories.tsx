import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FAVORITES_API, type FavoritesApi } from '../../../application/ports/favorites-api.port';
import FavoritesPage from './FavoritesPage';
import { fail, withFavorites, withPort } from './perks-story-helpers';

/** Demo product links of the memory catalog (src/infrastructure/memory/demo-data.ts). */
const BAG = 'https://detail.1688.com/offer/610947572360.html';
const CASE = 'https://item.taobao.com/item.htm?id=655443322110';
const SHOES = 'https://detail.tmall.com/item.htm?id=700011122233';

const meta = {
  title: 'Pages/Perks/Favorites',
  component: FavoritesPage,
  parameters: { route: '/favorites', world: { user: true } },
} satisfies Meta<typeof FavoritesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three favorites, newest first, each a link to its product page; remove one. */
export const List: Story = {
  decorators: [withFavorites([BAG, CASE, SHOES])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByTestId('favorite', {}, { timeout: 5000 })).toHaveLength(3);
    const links = canvas.getAllByTestId('favorite-link');
    await expect(links[0]).toHaveTextContent('Sepatu lari ringan');
    await expect(links[0]).toHaveAttribute('href', `/product?url=${encodeURIComponent(SHOES)}`);
    await userEvent.click(canvas.getByRole('button', { name: 'Hapus Sepatu lari ringan dari favorit' }));
    await expect(await canvas.findByTestId('favorites-feedback')).toHaveTextContent('Successfully deleted from favorites');
    await waitFor(() => expect(canvas.getAllByTestId('favorite')).toHaveLength(2));
  },
};

/** A remove that fails keeps the list and says so (English). */
export const RemoveFailsEN: Story = {
  globals: { locale: 'en' },
  decorators: [
    withFavorites([BAG]),
    withPort<FavoritesApi>(FAVORITES_API, (real) => ({ page: (n) => real.page(n), remove: fail })),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('favorite', {}, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Tas ransel kanvas pria from favorites' }));
    await expect(await canvas.findByTestId('favorites-feedback')).toHaveTextContent('Failed to delete from favorites');
    await expect(canvas.getAllByTestId('favorite')).toHaveLength(1);
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('favorites-empty', {}, { timeout: 5000 })).toHaveTextContent('Belum ada produk favorit.');
  },
};

export const LoadFailed: Story = {
  decorators: [withPort<FavoritesApi>(FAVORITES_API, () => ({ page: fail, remove: fail }))],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('favorites-load-failed', {}, { timeout: 5000 })).toHaveTextContent('Failed to get data');
  },
};
