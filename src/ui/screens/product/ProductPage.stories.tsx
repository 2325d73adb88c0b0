import type { Meta, StoryObj } from '@storybook/react-vite';
import { runInAction } from 'mobx';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PRODUCT_VIEW_MODEL, type ProductViewModel } from '../../../application/product/product-view-model';
import { productModule } from '../../../application/product/product.module';
import { useViewModel } from '../../app/container-context';
import ProductPage, { ProductView } from './ProductPage';
import { ToastHost } from '../../components/ToastHost';

const TAOBAO = '/product?url=' + encodeURIComponent('https://item.taobao.com/item.htm?id=655443322110');
const WHOLESALE = '/product?url=' + encodeURIComponent('https://detail.1688.com/offer/610947572360.html');

const meta = {
  title: 'Pages/Product',
  component: ProductPage,
  parameters: { route: TAOBAO },
} satisfies Meta<typeof ProductPage>;
export default meta;
type Story = StoryObj<typeof meta>;

function LoadingProduct() {
  const vm = useViewModel<ProductViewModel>(PRODUCT_VIEW_MODEL, productModule);
  return <ProductView vm={vm} retry={() => undefined} />;
}

export const Loading: Story = {
  render: () => <LoadingProduct />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Memuat produk...');
  },
};

export const NotFound: Story = {
  parameters: { route: '/product?url=' + encodeURIComponent('https://example.com/tidak-ada') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Produk tidak tersedia');
    await expect(canvas.getByRole('link', { name: 'Isi form pesanan manual' })).toBeVisible();
  },
};

/** A Taobao product: sea is offered; the breakdown follows quantity and track. */
export const FilledSeaAvailable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Casing ponsel silikon' });
    const total = canvas.getByTestId('breakdown-total');
    const before = total.textContent;
    await userEvent.click(canvas.getByRole('button', { name: 'Tambah jumlah' }));
    await expect(canvas.getByLabelText('Jumlah')).toHaveValue('2');
    await userEvent.click(canvas.getByRole('radio', { name: 'Laut' }));
    await expect(canvas.getByTestId('breakdown-total').textContent).not.toBe(before);
  },
};

/** A 1688 product: variants, no sea. */
export const FilledSeaUnavailable: Story = {
  parameters: { route: WHOLESALE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Tas ransel kanvas pria' });
    await expect(canvas.getByText('Jalur laut tidak tersedia untuk produk ini.')).toBeVisible();
    await expect(canvas.queryByRole('radio', { name: 'Laut' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Abu' }));
    await expect(canvas.getByRole('button', { name: 'Abu' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const FilledEN: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Casing ponsel silikon' });
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    await userEvent.clear(canvas.getByLabelText('Quantity'));
    await userEvent.type(canvas.getByLabelText('Quantity'), 'abc');
    await expect(canvas.getByText('Enter a number')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  },
};

/** A marketplace provider's item: translated, the Chinese one tap away, each SKU its own price, an estimated weight. */
export const ProviderItemTranslated: Story = {
  parameters: { route: '/product?url=' + encodeURIComponent('https://item.taobao.com/item.htm?id=721394556012') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Jaket outdoor 3-in-1 tahan angin dan air' });
    await expect(canvas.getByTestId('product-translation-note')).toHaveTextContent('diterjemahkan otomatis');
    await expect(canvas.getByText('perkiraan')).toBeVisible();
    await expect(canvas.getByTestId('product-weight')).toHaveTextContent('500 g');
    await userEvent.click(canvas.getByRole('button', { name: 'XL' }));
    await expect(canvas.getByTestId('product-unit-price')).toHaveTextContent('209');
    const original = canvas.getByRole('button', { name: 'Lihat teks asli' });
    await userEvent.click(original);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('户外冲锋衣男女三合一防风防水外套');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'zh');
    await expect(canvas.getByRole('button', { name: '黑色' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Lihat terjemahan' })).toHaveAttribute('aria-pressed', 'true');
  },
};

function FailedLookup({ reason }: { reason: 'timeout' | 'unavailable' | 'limited' }) {
  const vm = useViewModel<ProductViewModel>(PRODUCT_VIEW_MODEL, productModule);
  runInAction(() => {
    vm.status = 'error';
    vm.errorReason = reason;
  });
  return <ProductView vm={vm} retry={() => undefined} />;
}

/** The marketplace took longer than its 8 s: its own words, and "Coba lagi". */
export const MarketplaceTimeout: Story = {
  render: () => <FailedLookup reason="timeout" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Marketplace terlalu lama merespons. Silakan coba lagi.');
    await expect(canvas.getByRole('button', { name: 'Coba lagi' })).toBeEnabled();
  },
};

export const LookupLimitedEN: Story = {
  globals: { locale: 'en' },
  render: () => <FailedLookup reason="limited" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Too many new products looked up in one minute.');
  },
};

/**
 * Spec section 8: a failed add shows 'Gagal ditambahkan ke keranjang', a failed favorite 'Failed add to
 * favorites' (toasts); the page, the quantity and the chosen track stay as they were.
 */
export const AddAndFavoriteFail: Story = {
  parameters: { world: { user: true, failing: ['cartAdd', 'bookmarkCreate'] } },
  decorators: [(Story) => <><Story /><ToastHost /></>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('heading', { level: 1, name: 'Casing ponsel silikon' });
    await userEvent.click(canvas.getByRole('button', { name: 'Tambah jumlah' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Tambah ke keranjang' }));
    await waitFor(() => expect(page.getByText('Gagal ditambahkan ke keranjang')).toBeVisible(), { timeout: 5000 });
    await expect(canvas.getByLabelText('Jumlah')).toHaveValue('2');
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan ke favorit' }));
    await waitFor(() => expect(page.getByText('Failed add to favorites')).toBeVisible(), { timeout: 5000 });
    await expect(canvas.getByRole('button', { name: 'Simpan ke favorit' })).toBeVisible();
  },
};
