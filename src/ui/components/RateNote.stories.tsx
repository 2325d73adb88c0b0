import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RateNote } from './RateNote';

const meta = {
  title: 'Shell/RateNote',
  component: RateNote,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RateNote>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The product page's line: the goods' currency, set by an operator. */
export const ConsoleRate: Story = {
  args: { rates: [{ code: 'CNY', kurs: 2260, date: '2026-11-27', source: 'console' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('rate-note-line')).toHaveTextContent('Kurs CNY 1 = Rp 2.260 · 27 Nov 2026 · sumber: konsol operator');
  },
};

/** An invoice's kept rates: imported, seeded with decimals, and a source the storefront does not name. */
export const InvoiceRates: Story = {
  args: {
    rates: [
      { code: 'CNY', kurs: 2400.5, date: '2026-11-26', source: 'seed' },
      { code: 'USD', kurs: 16_300, date: '2026-11-26', source: 'frankfurter' },
      { code: 'GBP', kurs: 20_710.6, date: null, source: 'bank-indonesia' },
    ],
  },
  play: async ({ canvasElement }) => {
    const lines = within(canvasElement).getAllByTestId('rate-note-line');
    await expect(lines).toHaveLength(3);
    await expect(lines[0]).toHaveTextContent('Kurs CNY 1 = Rp 2.400,50 · 26 Nov 2026 · sumber: kurs awal');
    await expect(lines[1]).toHaveTextContent('Kurs USD 1 = Rp 16.300 · 26 Nov 2026 · sumber: referensi ECB (Frankfurter)');
    await expect(lines[2]).toHaveTextContent('Kurs GBP 1 = Rp 20.710,60 · sumber: bank-indonesia');
  },
};

/** No rates (an order placed before rates were kept): nothing is shown. */
export const NoRates: Story = {
  args: { rates: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('rate-note')).toBeNull();
  },
};

export const ConsoleRateEN: Story = {
  args: ConsoleRate.args,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('rate-note-line')).toHaveTextContent('Rate CNY 1 = Rp 2.260 · Nov 27, 2026 · source: operator console');
  },
};
