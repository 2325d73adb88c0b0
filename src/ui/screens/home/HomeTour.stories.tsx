import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import { TourViewModel } from '../../../application/home/tour-view-model';
import type { FlagStore } from '../../../application/shell/app-settings';
import { HomeBanners } from './HomeBanners';
import { HomeTour, type TourStep } from './HomeTour';
import '../../styles/tour.css';
import '../../styles/home.css';

const flags = (): FlagStore => {
  const map = new Map<string, string>();
  return { get: (k) => map.get(k) ?? null, set: (k, v) => void map.set(k, v) };
};

const STEPS: TourStep[] = [
  { target: '#story-search', title: { id: 'tour.search.title', defaultMessage: 'Tempel link atau cari produk' }, body: { id: 'tour.search.body', defaultMessage: 'Tempel link produk dari 1688, Taobao, Tmall atau toko luar negeri lain, atau ketik nama barangnya.' } },
  { target: '#story-cart', title: { id: 'tour.cart.title', defaultMessage: 'Keranjang' }, body: { id: 'tour.cart.body', defaultMessage: 'Produk yang Anda tambahkan ada di sini, dengan ongkir dan pajaknya.' } },
];

/** A search box and a cart link with the tour over them (the home page mounts it through HomeExtras). */
function TourDemo() {
  const [vm] = useState(() => {
    const tour = new TourViewModel(flags());
    return tour;
  });
  const [started, setStarted] = useState(false);
  return (
    <div style={{ padding: '1rem', minHeight: 360 }}>
      <label htmlFor="story-search">Cari</label> <input id="story-search" />{' '}
      <a id="story-cart" href="/cart">Keranjang</a>
      <p><button type="button" onClick={() => { setStarted(vm.start(STEPS.length)); }}>Mulai panduan</button></p>
      {started && <HomeTour vm={vm} steps={STEPS} />}
    </div>
  );
}

const meta = { title: 'Home/Guided tour', component: TourDemo } satisfies Meta<typeof TourDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: the focus moves into each tooltip, Lanjut and Kembali walk, Selesai ends it and gives the focus back. */
export const WalkThrough: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const start = canvas.getByRole('button', { name: 'Mulai panduan' });
    start.focus();
    await userEvent.keyboard('{Enter}');
    const tip = await canvas.findByRole('dialog', { name: 'Tempel link atau cari produk' });
    await waitFor(() => expect(tip).toHaveFocus());
    await expect(tip).toHaveAccessibleDescription('Tempel link produk dari 1688, Taobao, Tmall atau toko luar negeri lain, atau ketik nama barangnya.');
    await expect(tip).toHaveTextContent('Langkah 1 dari 2');
    const width = tip.getBoundingClientRect().width;
    await expect(width >= 200 && width <= 300).toBe(true);
    await expect(canvasElement.querySelector('#story-search')).toHaveClass('tour-target');
    await userEvent.click(within(tip).getByRole('button', { name: 'Lanjut' }));
    const second = await canvas.findByRole('dialog', { name: 'Keranjang' });
    await userEvent.click(within(second).getByRole('button', { name: 'Kembali' }));
    await canvas.findByRole('dialog', { name: 'Tempel link atau cari produk' });
    await userEvent.click(canvas.getByRole('button', { name: 'Lanjut' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Selesai' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(start).toHaveFocus();
  },
};

/** Escape ends the tour at any step; it is remembered (not shown again). */
export const EscapeEN: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mulai panduan' }));
    const tip = await canvas.findByRole('dialog', { name: 'Paste a link or search' });
    await waitFor(() => expect(tip).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    // Remembered: starting it again shows nothing.
    await userEvent.click(canvas.getByRole('button', { name: 'Mulai panduan' }));
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

/** The header banners: pictures with their sizes, titles as text, a page of the shop or an https address in a new tab. */
export const Banners: StoryObj = {
  render: () => (
    <div className="container" style={{ padding: '1rem' }}>
      <HomeBanners banners={[
        { id: 1, title: 'Hemat 10% untuk semua titipan', summary: 'Kode HEMAT10.', picture: { url: 'https://picsum.photos/seed/banner-1/300', width: 300, height: 300 }, link: '/promo' },
        { id: 2, title: '<i>Promo</i> partner', summary: '', picture: { url: 'https://picsum.photos/seed/banner-2/300', width: 300, height: 150 }, link: 'https://titip.id/partner' },
      ]}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Promo pilihan' });
    await expect(within(region).getByRole('link', { name: 'Hemat 10% untuk semua titipan Kode HEMAT10.' })).toHaveAttribute('href', '/promo');
    const external = within(region).getByRole('link', { name: /<i>Promo<\/i> partner/ });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAccessibleName(expect.stringContaining('(membuka tab baru)'));
    await expect(region.querySelector('i')).toBeNull();
    const [first] = region.querySelectorAll('img');
    await expect(first).toHaveAttribute('width', '300');
    await expect(first).toHaveAttribute('height', '300');
  },
};
