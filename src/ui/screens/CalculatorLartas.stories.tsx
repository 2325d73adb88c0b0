import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import CalculatorPage from './CalculatorPage';

const meta = {
  title: 'Pages/Calculator/Restricted goods',
  component: CalculatorPage,
  parameters: { route: '/kalkulator' },
} satisfies Meta<typeof CalculatorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A restricted product type chosen: the warning appears under the field (a live region); 'Umum' removes it. */
export const RestrictedType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByLabelText('Jenis produk');
    // By value: user-event compares an option's innerHTML, where '&' reads '&amp;'.
    await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(5));
    await expect(canvas.queryByTestId('lartas-notice')).toBeNull();
    await userEvent.selectOptions(select, '6');
    const region = await canvas.findByRole('region', { name: 'Barang larangan/pembatasan (lartas): Alat dan perangkat telekomunikasi' });
    await expect(region.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await expect(region).toHaveTextContent('registrasi IMEI');
    await userEvent.selectOptions(select, '1');
    await expect(canvas.queryByTestId('lartas-notice')).toBeNull();
  },
};
