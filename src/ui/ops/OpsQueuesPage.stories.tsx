import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OpsConsole, STORY_OPERATOR, STORY_ORDER_2, withStaff } from './ops-story-helpers';

const meta = {
  title: 'Ops/Queues',
  component: OpsConsole,
  parameters: { route: '/ops', staff: STORY_OPERATOR },
  decorators: [withStaff],
} satisfies Meta<typeof OpsConsole>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The counts by state, a queue's list, and the search by tracking number leading to the order page. */
export const QueuesAndSearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('ops-queue-count-at_warehouse')).toHaveTextContent('2'), { timeout: 5000 });
    await expect(canvas.getByTestId('ops-queue-count-paid')).toHaveTextContent('1');
    await expect(canvas.getByTestId('ops-queue-count-storage')).toHaveTextContent('1');
    await expect(canvas.getByTestId('ops-staff')).toHaveTextContent('Oki Operator · Operator');
    await expect(await canvas.findByTestId('ops-line-row')).toHaveTextContent('Sepatu Lari Pria');
    await userEvent.click(canvas.getByTestId('ops-queue-purchased'));
    await waitFor(() => expect(canvas.getByTestId('ops-line-row')).toHaveTextContent('Tas Ransel Kanvas'));
    await userEvent.click(canvas.getByTestId('ops-queue-packed'));
    await expect(await canvas.findByTestId('ops-parcel-row')).toHaveTextContent('PCL-20240301-000001');
    await userEvent.type(canvas.getByLabelText('Cari invoice, order, paket atau resi'), 'sf1234567890');
    await userEvent.click(canvas.getByRole('button', { name: 'Cari' }));
    const hit = await canvas.findByTestId('ops-search-hit');
    await userEvent.click(within(hit).getByRole('link', { name: STORY_ORDER_2 }));
    await expect(await canvas.findByRole('heading', { name: `Order ${STORY_ORDER_2}` })).toBeVisible();
  },
};

export const NothingFound: Story = {
  parameters: { route: '/ops?q=INV-NOPE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('ops-search-none', {}, { timeout: 5000 })).toHaveTextContent('Tidak ada order dengan kode atau resi itu.');
  },
};

export const QueuesEN: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Queues' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByTestId('ops-queue-at_warehouse')).toHaveTextContent('At the warehouse');
  },
};
