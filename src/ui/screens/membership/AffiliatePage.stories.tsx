import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import AffiliatePage from './AffiliatePage';
import { NEW_PARTNER, PARTNER } from './story-helpers';

const meta = {
  title: 'Pages/Membership/Affiliate',
  component: AffiliatePage,
  parameters: { route: '/affiliate', world: { user: { affiliate: true } } },
} satisfies Meta<typeof AffiliatePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The link to share, the customers who came through it, the commission history and total. */
export const Partner: Story = {
  parameters: { world: { user: { affiliate: true }, partner: PARTNER } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('affiliate-link')).toHaveValue(`${window.location.origin}/?ref=BUDI2345`), { timeout: 5000 });
    await expect(canvas.getAllByTestId('affiliate-referred')).toHaveLength(2);
    await expect(canvas.getByTestId('affiliate-payout')).toHaveTextContent('Rp 24.691');
    await expect(canvas.getByTestId('affiliate-total')).toHaveTextContent('Rp 24.691');
  },
};

/** A new partner: empty lists say so. */
export const Empty: Story = {
  parameters: { world: { user: { affiliate: true }, partner: NEW_PARTNER } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('affiliate-referred-empty', {}, { timeout: 5000 })).toHaveTextContent('Belum ada pelanggan');
    await expect(canvas.getByTestId('affiliate-payouts-empty')).toBeVisible();
  },
};

/** The server says this customer is no partner: the 404 page. */
export const NotPartner: Story = {
  parameters: { world: { user: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/404 Not Found/, {}, { timeout: 5000 })).toBeVisible();
  },
};

export const PartnerEN: Story = {
  globals: { locale: 'en' },
  parameters: { world: { user: { affiliate: true }, partner: PARTNER } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Commission history' }, { timeout: 5000 })).toBeVisible();
  },
};
