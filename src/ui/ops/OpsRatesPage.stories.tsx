import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../application/ports/api-error';
import { OPS_API, type OpsApi } from '../../application/ports/ops-api.port';
import { containerOf, OpsConsole, STORY_ADMIN, STORY_OPERATOR, withStaff } from './ops-story-helpers';

const meta = {
  title: 'Ops/Rates',
  component: OpsConsole,
  parameters: { route: '/ops/kurs', staff: STORY_ADMIN },
  decorators: [withStaff],
} satisfies Meta<typeof OpsConsole>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Replaces calls of the story's console API before it renders (a pending save, a failed load). */
const withApi = (patch: (api: OpsApi) => void): Decorator => (Story, context) => {
  patch(containerOf(context.loaded).get<OpsApi>(OPS_API));
  return <Story />;
};

const rowOf = async (canvas: ReturnType<typeof within>, code: string) => {
  const rows: HTMLElement[] = await canvas.findAllByTestId('ops-rate', {}, { timeout: 5000 });
  const row = rows.find((r) => r.dataset.code === code);
  if (!row) throw new Error(`no ${code} row`);
  return row;
};

/** Every rate with its date and source; the console's bar links the page. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByTestId('ops-rate')).toHaveLength(6), { timeout: 5000 });
    await expect(canvas.getByRole('link', { name: 'Kurs' })).toHaveAttribute('href', '/ops/kurs');
    const cny = await rowOf(canvas, 'CNY');
    await expect(cny).toHaveTextContent('2.250');
    await expect(cny).toHaveTextContent('29/02/2024');
    await expect(cny).toHaveTextContent('Konsol · Ayu Admin');
    await expect(await rowOf(canvas, 'USD')).toHaveTextContent('Impor ECB (Frankfurter)');
    const idr = await rowOf(canvas, 'IDR');
    await expect(idr).toHaveTextContent('Tetap 1');
    await expect(within(idr).queryByRole('button', { name: 'Ubah kurs' })).toBeNull();
  },
};

/** The history of CNY opened under its row: the admin's change above the seeded rate. */
export const HistoryOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(await rowOf(canvas, 'CNY')).getByRole('button', { name: 'Riwayat' }));
    const history = await canvas.findByTestId('ops-rate-history');
    await expect(history).toHaveTextContent('Riwayat kurs CNY');
    const entries = await within(history).findAllByTestId('ops-rate-history-entry');
    await expect(entries).toHaveLength(2);
    await expect(entries[0]).toHaveTextContent('Kurs pajak mingguan');
    await expect(entries[1]).toHaveTextContent('Kurs awal');
    await expect(entries[1]).toHaveTextContent('Sistem');
  },
};

/** A change of more than 20 % asks first; after the yes it is saved and shown. */
export const SetWithConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(await rowOf(canvas, 'SGD')).getByRole('button', { name: 'Ubah kurs' }));
    const form = await canvas.findByTestId('ops-rate-form');
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan kurs' }));
    await expect(within(form).getByText('Wajib diisi.')).toBeVisible();
    await userEvent.type(within(form).getByLabelText('Kurs baru (Rp per 1 SGD)'), '15000');
    await userEvent.type(within(form).getByLabelText('Catatan (opsional)'), 'Kurs bank');
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan kurs' }));
    await expect(await within(form).findByTestId('ops-rate-confirm')).toHaveTextContent('+26,1% dari kurs sekarang (Rp 11.900)');
    await userEvent.click(within(form).getByRole('button', { name: 'Ya, simpan' }));
    await expect(await canvas.findByTestId('ops-rate-saved')).toHaveTextContent('Kurs SGD disimpan: Rp 15.000, berlaku sejak 01/03/2024.');
    await expect(await rowOf(canvas, 'SGD')).toHaveTextContent('Konsol · Ayu Admin');
  },
};

/** While the change is on its way the button says so and cannot be pressed again. */
export const Saving: Story = {
  decorators: [withApi((api) => { api.setRate = () => new Promise(() => undefined); })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(await rowOf(canvas, 'GBP')).getByRole('button', { name: 'Ubah kurs' }));
    const form = await canvas.findByTestId('ops-rate-form');
    await userEvent.type(within(form).getByLabelText('Kurs baru (Rp per 1 GBP)'), '20500,50');
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan kurs' }));
    await expect(await within(form).findByRole('button', { name: 'Menyimpan…' })).toBeDisabled();
  },
};

/** The server did not answer: the form says so and may be sent again under the same key. */
export const SaveError: Story = {
  decorators: [withApi((api) => { api.setRate = () => Promise.reject(new ApiError('UNAVAILABLE', { status: 503 })); })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(await rowOf(canvas, 'HKD')).getByRole('button', { name: 'Ubah kurs' }));
    const form = await canvas.findByTestId('ops-rate-form');
    await userEvent.type(within(form).getByLabelText('Kurs baru (Rp per 1 HKD)'), '2100');
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan kurs' }));
    await expect(await within(form).findByTestId('ops-form-error')).toHaveTextContent('Tidak ada jawaban dari server');
  },
};

/** The rates could not be loaded: a retry. */
export const LoadError: Story = {
  decorators: [withApi((api) => { api.rates = () => Promise.reject(new ApiError('UNAVAILABLE', { status: 503 })); })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('ops-rates-failed', {}, { timeout: 5000 })).toHaveTextContent('Kurs gagal dimuat.');
    await expect(canvas.queryByTestId('ops-rate')).toBeNull();
  },
};

/** An operator reads the rates and their history but is offered no form. */
export const OperatorReadOnly: Story = {
  parameters: { staff: STORY_OPERATOR },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('ops-rates-read-only', {}, { timeout: 5000 })).toHaveTextContent('Hanya admin yang dapat mengubah kurs.');
    await expect(canvas.queryByRole('button', { name: 'Ubah kurs' })).toBeNull();
    await userEvent.click(within(await rowOf(canvas, 'USD')).getByRole('button', { name: 'Riwayat' }));
    await expect(await canvas.findAllByTestId('ops-rate-history-entry')).toHaveLength(2);
  },
};

export const ListEN: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await rowOf(canvas, 'USD')).toHaveTextContent('ECB import (Frankfurter)');
    await expect(canvas.getByRole('heading', { name: 'Exchange rates' })).toBeVisible();
    await expect(within(await rowOf(canvas, 'CNY')).getByRole('button', { name: 'Change rate' })).toBeVisible();
  },
};
