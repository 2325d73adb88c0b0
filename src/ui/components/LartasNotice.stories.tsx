import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { LartasEntry } from '../../application/ports/rates-api.port';
import { LartasNotice } from './LartasNotice';

const KOSMETIK: LartasEntry = {
  id: 'bpom-kosmetik', name: 'Kosmetik', nameEn: 'Cosmetics', authority: 'BPOM',
  regulation: 'Permendag 36/2023 jo. 8/2024; notifikasi kosmetik BPOM',
  description: 'Kosmetik dan produk perawatan wajib ternotifikasi BPOM atau memiliki SKI.',
  descriptionEn: 'Cosmetics and personal-care products must be notified to BPOM or hold an SKI.',
};

const meta = {
  title: 'Components/LartasNotice',
  component: LartasNotice,
  args: { entry: KOSMETIK },
} satisfies Meta<typeof LartasNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The full warning: a region named by its heading, the permit, what customs may do and who pays, the link to /lartas. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Barang larangan/pembatasan (lartas): Kosmetik' });
    await expect(within(region).getByRole('heading', { level: 2 })).toBeVisible();
    await expect(region).toHaveTextContent('InstansiBPOM');
    await expect(region).toHaveTextContent('Permendag 36/2023 jo. 8/2024');
    await expect(region).toHaveTextContent('wajib ternotifikasi BPOM');
    await expect(region).toHaveTextContent('Bea Cukai dapat menahan, mengembalikan ke negara asal (reekspor) atau memusnahkan');
    await expect(region).toHaveTextContent('menjadi tanggung jawab Anda');
    await expect(within(region).getByRole('link', { name: 'Lihat daftar barang larangan & pembatasan' })).toHaveAttribute('href', '/lartas');
  },
};

export const FullEN: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Restricted goods (lartas): Cosmetics' });
    await expect(region).toHaveTextContent('must be notified to BPOM');
    await expect(region).toHaveTextContent('Any cost that follows (storage, return, destruction or fines) is yours');
    await expect(within(region).getByRole('link', { name: 'See the list of restricted goods' })).toBeVisible();
  },
};

/** Checkout: the lines the entry covers. */
export const WithItems: Story = {
  args: { items: ['Serum Wajah Niacinamide', 'Lipstik Matte'], headingLevel: 3 },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: /Kosmetik/ });
    await expect(within(region).getByRole('heading', { level: 3 })).toBeVisible();
    await expect(within(region).getByTestId('lartas-items')).toHaveTextContent('Barang di pesanan ini: Serum Wajah Niacinamide, Lipstik Matte');
  },
};

/** A cart line: a badge that opens the same text; the badge is reached with the keyboard. */
export const Compact: Story = {
  args: { variant: 'compact', headingLevel: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const badge = canvas.getByText('Lartas: Kosmetik');
    await userEvent.tab();
    await expect(badge.closest('summary')).toHaveFocus();
    await expect(canvas.getByTestId('lartas-notice')).not.toHaveAttribute('open');
    await userEvent.click(badge);
    await expect(canvas.getByTestId('lartas-notice')).toHaveAttribute('open');
    const region = canvas.getByRole('region', { name: 'Barang larangan/pembatasan (lartas): Kosmetik' });
    await expect(within(region).getByRole('heading', { level: 3 })).toBeVisible();
    await expect(region).toHaveTextContent('tanggung jawab Anda');
  },
};
