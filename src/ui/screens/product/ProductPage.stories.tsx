import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PRODUCT_VIEW_MODEL, type ProductViewModel } from '../../../application/product/product-view-model';
import { productModule } from '../../../application/product/product.module';
import { useViewModel } from '../../app/container-context';
import ProductPage, { ProductView } from './ProductPage';

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
