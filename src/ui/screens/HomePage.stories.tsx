import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { Container } from 'inversify';
import { expect, within } from 'storybook/test';
import { ApiError } from '../../application/ports/api-error';
import { CONTENT_API, type ContentApi } from '../../application/ports/content-api.port';
import HomePage from './HomePage';

const rebound = new WeakSet<Container>();
/** Replaces the memory ContentApi of the story's container before the page asks for it. */
const withContent = (make: (real: ContentApi) => ContentApi): Decorator => (Story, context) => {
  const container = (context.loaded as { container: Container }).container;
  if (!rebound.has(container)) {
    rebound.add(container);
    const real = container.get<ContentApi>(CONTENT_API);
    container.rebind<ContentApi>(CONTENT_API).toConstantValue(make(real));
  }
  return <Story />;
};

const never = <T,>() => new Promise<T>(() => undefined);
const loadingContent = (): ContentApi => ({
  company: never, lastTransactions: never, testimonies: never, flashSale: never, flashSaleDueDate: never, catalog: never, headerBanners: never, popUp: never,
});
/** Testimonies, flash sale and popular fail; the rest shows. */
const failingContent = (real: ContentApi): ContentApi => {
  const fail = () => Promise.reject(new ApiError('INTERNAL'));
  return {
    company: () => real.company(),
    lastTransactions: async () => [],
    testimonies: fail,
    flashSale: fail,
    flashSaleDueDate: fail,
    catalog: (type) => (type === 'popular' ? fail() : real.catalog(type)),
    headerBanners: fail,
    popUp: async () => null,
  };
};

const meta = {
  title: 'Pages/Home',
  component: HomePage,
  parameters: { route: '/' },
} satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cari dengan gambar' })).toBeVisible();
    await expect(await canvas.findByText('Sejak Maret 2019')).toBeVisible();
    await expect(await canvas.findByText('Tas ransel kanvas pria...', {}, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByText('128.457')).toHaveClass('visually-hidden');
    await expect(canvas.getByText('Rekomendasi untuk Anda')).toBeVisible();
  },
};

export const FilledEN: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Since March 2019')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Search by image' })).toBeVisible();
    await expect(await canvas.findByText('Popular products')).toBeVisible();
  },
};

export const Loading: Story = {
  decorators: [withContent(loadingContent)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByTestId('plane-loader')).length).toBeGreaterThan(0);
    await expect(canvas.getByTestId('home-summary')).toHaveAttribute('data-status', 'loading');
  },
};

export const BlocksFailing: Story = {
  decorators: [withContent(failingContent)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('128.457')).toHaveClass('visually-hidden');
    await expect(await canvas.findByTestId('home-popular')).toHaveAttribute('data-status', 'error');
    await expect(canvas.getAllByText('Bagian ini tidak dapat dimuat.')).toHaveLength(3);
    await expect(canvas.getByText('Belum ada data untuk ditampilkan.')).toBeVisible();
    await expect(canvas.getByTestId('home-recommendations')).toHaveAttribute('data-status', 'ready');
  },
};

export const BlocksFailingEN: Story = {
  ...BlocksFailing,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText('This section could not be loaded.')).length).toBe(3);
  },
};
