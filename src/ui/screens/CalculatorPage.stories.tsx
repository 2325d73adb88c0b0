import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import CalculatorPage from './CalculatorPage';

const meta = {
  title: 'Pages/Calculator',
  component: CalculatorPage,
  parameters: { route: '/kalkulator' },
} satisfies Meta<typeof CalculatorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Kalkulator Ongkir & Pajak Impor' })).toBeVisible();
  },
};

export const EmptyEN: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};

/** A 259 CNY product, 2 pieces of 1.2 kg, by air: the full breakdown. */
export const WithBreakdown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Harga per barang'), '259');
    await userEvent.selectOptions(canvas.getByLabelText('Mata uang'), 'CNY');
    await userEvent.clear(canvas.getByLabelText('Jumlah'));
    await userEvent.type(canvas.getByLabelText('Jumlah'), '2');
    await userEvent.type(canvas.getByLabelText('Berat per barang'), '1200');
    await userEvent.selectOptions(canvas.getByLabelText('Satuan berat'), 'gram');
    await userEvent.click(canvas.getByRole('button', { name: 'Hitung' }));
    const breakdown = await canvas.findByTestId('calculator-breakdown');
    await expect(within(breakdown).getByRole('rowheader', { name: 'Total' })).toBeVisible();
  },
};

/** The same product in English, found by field ids (labels are translated). */
export const WithBreakdownEN: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const field = <T extends Element>(selector: string): T => {
      const element = canvasElement.querySelector<T>(selector);
      if (!element) throw new Error(`${selector} is missing`);
      return element;
    };
    await userEvent.type(field<HTMLInputElement>('#calc-price'), '259');
    await userEvent.type(field<HTMLInputElement>('#calc-weight'), '1200');
    await userEvent.selectOptions(field<HTMLSelectElement>('#calc-weight-unit'), 'gram');
    await userEvent.click(field<HTMLButtonElement>('button[type="submit"]'));
    await expect(await within(canvasElement).findByTestId('calculator-breakdown')).toBeVisible();
  },
};

/** Submitting an empty form marks the fields. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Hitung' }));
    await expect((await canvas.findAllByText('Wajib diisi')).length).toBeGreaterThan(0);
  },
};
