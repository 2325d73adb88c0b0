import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import { LAYOUTS, type LayoutName } from './index';

function PagePlaceholder() {
  return (
    <section data-testid="page-slot" style={{ padding: 24, border: '2px dashed #ccc' }}>
      <h1>Halaman</h1>
      <p>Isi halaman tampil di sini.</p>
    </section>
  );
}

/** One layout with a placeholder page in its outlet. */
function LayoutFrame({ layout }: { layout: LayoutName }) {
  const Layout: ComponentType = LAYOUTS[layout];
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path="*" element={<PagePlaceholder />} />
      </Route>
    </Routes>
  );
}

const meta = {
  title: 'Layouts',
  component: LayoutFrame,
} satisfies Meta<typeof LayoutFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

const framed = (withChrome: boolean) => async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByTestId('page-slot')).toBeVisible();
  if (withChrome) {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
  } else {
    await expect(canvas.queryByRole('contentinfo')).toBeNull();
  }
};

export const Default: Story = { args: { layout: 'default' }, play: framed(true) };
export const DefaultEN: Story = { args: { layout: 'default' }, globals: { locale: 'en' }, play: framed(true) };
export const Home: Story = { args: { layout: 'home' }, play: framed(true) };
export const HomeEN: Story = { args: { layout: 'home' }, globals: { locale: 'en' }, play: framed(true) };
export const Layout1688: Story = { name: '1688', args: { layout: '1688' }, parameters: { route: '/1688/result' }, play: framed(true) };
export const Layout1688EN: Story = { name: '1688 EN', args: { layout: '1688' }, parameters: { route: '/1688/result' }, globals: { locale: 'en' }, play: framed(true) };
export const Account: Story = { args: { layout: 'account' }, parameters: { route: '/settings', world: { user: true } }, play: framed(true) };
export const AccountEN: Story = { args: { layout: 'account' }, parameters: { route: '/settings', world: { user: true } }, globals: { locale: 'en' }, play: framed(true) };
export const Catalog: Story = { args: { layout: 'catalog' }, parameters: { route: '/catalog' }, play: framed(true) };
export const CatalogEN: Story = { args: { layout: 'catalog' }, parameters: { route: '/catalog' }, globals: { locale: 'en' }, play: framed(true) };
export const Invoice: Story = { args: { layout: 'invoice' }, parameters: { route: '/print-invoice/1' }, play: framed(false) };
export const InvoiceEN: Story = { args: { layout: 'invoice' }, parameters: { route: '/print-invoice/1' }, globals: { locale: 'en' }, play: framed(false) };
export const Promo: Story = { args: { layout: 'promo' }, parameters: { route: '/promo' }, play: framed(true) };
export const PromoEN: Story = { args: { layout: 'promo' }, parameters: { route: '/promo' }, globals: { locale: 'en' }, play: framed(true) };

/**
 * Issue 23: the page comes before the profile card, the wallet and the menu in the document; on a
 * phone (under 768 px) the menu is collapsed behind "Menu akun", from 768 px it is always shown.
 */
export const AccountPageFirst: Story = {
  args: { layout: 'account' },
  parameters: { route: '/history', world: { user: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = canvas.getByTestId('page-slot');
    const panel = canvas.getByTestId('account-menu-panel');
    await expect(page.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const wallet = canvas.getByText('Saldo Dompet');
    await expect(page.compareDocumentPosition(wallet) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Hidden from 768 px (display: none), where it has no accessible name to find it by.
    const toggle = canvasElement.querySelector<HTMLButtonElement>('button.account-menu-toggle');
    if (!toggle) throw new Error('no account menu toggle');
    await expect(toggle).toHaveTextContent('Menu akun');
    await expect(toggle).toHaveAttribute('aria-controls', panel.id);
    const history = within(panel).getByRole('link', { name: 'Riwayat Pesanan', hidden: true });
    if (window.matchMedia('(max-width: 767.98px)').matches) {
      await expect(canvas.getByRole('button', { name: 'Menu akun' })).toBe(toggle);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(history).not.toBeVisible();
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(history).toBeVisible();
    } else {
      await expect(toggle).not.toBeVisible();
      await expect(history).toBeVisible();
      // the sidebar stands left of the page
      await expect(panel.getBoundingClientRect().right).toBeLessThanOrEqual(page.getBoundingClientRect().left);
    }
  },
};
