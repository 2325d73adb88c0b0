import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { atWarehouse } from '../screens/invoice/fulfilment/story-world';
import { withWorld } from '../screens/invoice/story-helpers';
import { Header } from './Header';

const meta = {
  title: 'Shell/Header',
  component: Header,
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

const badges = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('.badge')].map((b) => b.textContent);

export const Anonymous: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Daftar / Login' })).toBeVisible();
    await expect(badges(canvasElement)).toEqual([]);
  },
};

export const AnonymousEN: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('banner')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { expanded: false, name: /EN|Language|Bahasa/ })).toHaveTextContent('EN');
  },
};

export const SignedIn: Story = {
  parameters: { world: { user: { firstName: 'Budi' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Daftar / Login' })).toBeNull();
    await expect(await canvas.findByText(/Budi/)).toBeVisible();
  },
};

export const SignedInEN: Story = {
  parameters: SignedIn.parameters,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Budi/)).toBeVisible();
  },
};

/** Affiliate partner: the profile menu lists 'Afiliasiku'. */
export const AffiliateMenuOpen: Story = {
  parameters: { world: { user: { firstName: 'Sari', affiliate: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Hai, Sari Menu profil' }));
    await expect(await canvas.findByText('Afiliasiku')).toBeVisible();
  },
};

export const CustomerMenuOpen: Story = {
  parameters: { world: { user: { firstName: 'Budi' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Hai, Budi Menu profil' }));
    await expect(await canvas.findByText('Keluar')).toBeVisible();
    await expect(canvas.queryByText('Afiliasiku')).toBeNull();
  },
};

/** Spec section 2: the tracking link reads 'Cek Status Pesanan'; a signed-in customer's phone menu has the account links. */
export const SpecLabels: Story = {
  parameters: { world: { user: { firstName: 'Budi' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Cek Status Pesanan' })).toHaveAttribute('href', '/track');
    await canvas.findByText(/Budi/);
    const links = [...canvasElement.querySelectorAll<HTMLAnchorElement>('[data-testid="nav-account"] a')];
    await expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['My Order', '/history'], ['My Account', '/menu'], ['Logout', '/logout'],
    ]);
    await expect(canvasElement.querySelector('[data-testid="nav-account"]')).toHaveAttribute('lang', 'en');
  },
};

export const SpecLabelsEN: Story = {
  parameters: SpecLabels.parameters,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Tracking' })).toHaveAttribute('href', '/track');
    await userEvent.click(await canvas.findByRole('button', { name: /Budi/ }));
    await expect(await canvas.findByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/logout');
  },
};

/** A visitor has no account links. */
export const AnonymousNoAccountLinks: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('link', { name: 'Daftar / Login' });
    await expect(canvasElement.querySelector('[data-testid="nav-account"]')).toBeNull();
  },
};

/** Bell with 3 pending invoices, cart with 2 items. */
export const WithBadges: Story = {
  parameters: { world: { user: true, pendingInvoices: 3, cartItems: 2 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Notifikasi, 3 tagihan menunggu pembayaran' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Keranjang, 2 produk' })).toBeVisible();
  },
};

export const WithBadgesEN: Story = {
  parameters: WithBadges.parameters,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(badges(canvasElement)).toEqual(['3', '2']));
  },
};

/** After payment: the bell counts the pending (additional) invoice and the unread order updates. */
export const WithOrderUpdates: Story = {
  parameters: { world: { user: true, cartItems: 2 } },
  decorators: [withWorld(async (c) => { await atWarehouse(c); })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bell = await canvas.findByRole('link', { name: /^Notifikasi, 1 tagihan menunggu pembayaran, \d+ belum dibaca$/ }, { timeout: 5000 });
    await expect(bell).toHaveAttribute('href', '/notification');
    const unread = Number(/(\d+) belum dibaca/.exec(bell.textContent ?? '')?.[1]);
    await waitFor(() => expect(badges(canvasElement)[0]).toBe(String(1 + unread)));
  },
};
