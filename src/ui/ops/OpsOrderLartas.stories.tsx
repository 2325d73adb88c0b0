import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OpsConsole, STORY_OPERATOR, STORY_ORDER, STORY_ORDER_2, withStaff } from './ops-story-helpers';

const meta = {
  title: 'Ops/Order/Restricted goods',
  component: OpsConsole,
  parameters: { route: `/ops/orders/${STORY_ORDER_2}`, staff: STORY_OPERATOR },
  decorators: [withStaff],
} satisfies Meta<typeof OpsConsole>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The customer acknowledged the order's restricted goods at checkout: when, the text version, each entry. */
export const Acknowledged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const block = await canvas.findByTestId('ops-lartas-ack', {}, { timeout: 5000 });
    await expect(within(block).getByRole('heading', { name: 'Barang lartas: disetujui pelanggan' })).toBeVisible();
    await expect(block).toHaveTextContent(/pada \d{2} \S+ 2024 \d{2}:\d{2} WIB \(teks versi 1\)/);
    await expect(block).toHaveTextContent('Alat dan perangkat telekomunikasi');
    await expect(block).toHaveTextContent('Mainan anak (SNI wajib)');
    await expect(block).toHaveTextContent('Kementerian Perindustrian');
  },
};

/** An order without restricted goods shows no such block. */
export const NoRestrictedGoods: Story = {
  parameters: { route: `/ops/orders/${STORY_ORDER}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('ops-line-101', {}, { timeout: 5000 });
    await expect(canvas.queryByTestId('ops-lartas-ack')).toBeNull();
  },
};

export const AcknowledgedEN: Story = {
  ...Acknowledged,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const block = await within(canvasElement).findByTestId('ops-lartas-ack', {}, { timeout: 5000 });
    await expect(block).toHaveTextContent('Restricted goods: accepted by the customer');
    await expect(block).toHaveTextContent('Telecommunication equipment');
  },
};
