import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { Container } from 'inversify';
import { expect, userEvent, within } from 'storybook/test';
import { ApiError } from '../../../application/ports/api-error';
import { SEARCH_API, type SearchApi } from '../../../application/ports/search-api.port';
import ResultsPage from './ResultsPage';

const rebound = new WeakSet<Container>();
const withSearch = (make: () => SearchApi): Decorator => (Story, context) => {
  const container = (context.loaded as { container: Container }).container;
  if (!rebound.has(container)) {
    rebound.add(container);
    container.rebind<SearchApi>(SEARCH_API).toConstantValue(make());
  }
  return <Story />;
};

const never = <T,>() => new Promise<T>(() => undefined);
const loadingSearch = (): SearchApi => ({ categories: never, search: never, feeds: never, searchByImage: never });
const failingSearch = (): SearchApi => {
  const fail = () => Promise.reject(new ApiError('GATEWAY_TIMEOUT'));
  return { categories: fail, search: fail, feeds: fail, searchByImage: fail };
};

const meta = {
  title: 'Pages/Search results',
  component: ResultsPage,
  parameters: { route: '/1688/result?q=tas' },
} satisfies Meta<typeof ResultsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Hasil pencarian "tas"' })).toBeVisible();
    const grid = await canvas.findByTestId('results-grid');
    await expect(within(grid).getAllByRole('link').length).toBe(10);
    await expect(await canvas.findByRole('link', { name: 'Sepatu' })).toBeVisible();
  },
};

export const FilledEN: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Search results for "tas"' })).toBeVisible();
    await expect(await canvas.findByText('10 products')).toBeVisible();
  },
};

export const Feeds: Story = {
  parameters: { route: '/taobao/result' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Produk pilihan Taobao' })).toBeVisible();
    await expect(await canvas.findByText('Halaman 1 dari 3')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { route: '/1688/result?q=tidak-ada' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('results-empty')).toBeVisible();
  },
};

export const Loading: Story = {
  decorators: [withSearch(loadingSearch)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Memuat produk...')).toBeVisible();
    await expect(canvas.getByText('Memuat kategori...')).toBeVisible();
  },
};

export const Error: Story = {
  decorators: [withSearch(failingSearch)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Coba lagi' })).toBeVisible();
    await expect(canvas.getByText('Kategori tidak dapat dimuat.')).toBeVisible();
  },
};

export const ErrorEN: Story = {
  ...Error,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const InvalidPriceRange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Harga terendah'), '500000');
    await userEvent.type(canvas.getByLabelText('Harga tertinggi'), '1000');
    await userEvent.click(canvas.getByRole('button', { name: 'Terapkan' }));
    await expect(await canvas.findByText('Harga tertinggi harus lebih besar atau sama dengan harga terendah')).toBeVisible();
    await expect(canvas.getByLabelText('Harga terendah')).toHaveValue('500000');
  },
};

const slowMarketplace = (): SearchApi => ({
  ...failingSearch(),
  categories: async () => [],
  search: () => Promise.reject(new ApiError('GATEWAY_TIMEOUT', { status: 504, reason: 'MARKETPLACE_TIMEOUT' })),
});

/** The marketplace did not answer in time: its own words, and "Coba lagi". */
export const MarketplaceTimeout: Story = {
  decorators: [withSearch(slowMarketplace)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Marketplace terlalu lama merespons. Silakan coba lagi.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  },
};

/** A text search offers its order; choosing one puts it in the URL (page back to 1). */
export const SortedByPrice: Story = {
  parameters: { route: '/1688/result?q=tas&sort=price_desc' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sort = await canvas.findByLabelText('Urutkan');
    await expect(sort).toHaveValue('price_desc');
    await expect(within(sort).getAllByRole('option').map((o) => o.textContent)).toEqual(['Paling sesuai', 'Harga terendah', 'Harga tertinggi', 'Terlaris']);
    await userEvent.selectOptions(sort, 'price_asc');
    await expect(await canvas.findByLabelText('Urutkan')).toHaveValue('price_asc');
  },
};
