import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import CourseCatalogPage from './CourseCatalogPage';
import { withWorld } from '../invoice/story-helpers';
import { service, serviceDown } from './story-helpers';

const meta = {
  title: 'Pages/Course/Catalog',
  component: CourseCatalogPage,
  parameters: { route: '/kursus' },
} satisfies Meta<typeof CourseCatalogPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every course; the price filter 'Gratis' leaves the free one, the search words the matching one. */
export const Catalog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByTestId('course-card')).toHaveLength(4), { timeout: 5000 });
    await expect(canvas.getByRole('link', { name: 'Dasar Impor dari China' })).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Harga'), 'free');
    await waitFor(() => expect(canvas.getAllByTestId('course-card')).toHaveLength(1));
    await expect(canvas.getByTestId('course-card')).toHaveTextContent('Gratis');
    await userEvent.selectOptions(canvas.getByLabelText('Harga'), '');
    await userEvent.type(canvas.getByRole('searchbox'), 'bea cukai');
    await userEvent.click(canvas.getByRole('button', { name: 'Cari' }));
    await waitFor(() => expect(canvas.getAllByTestId('course-card')).toHaveLength(1));
    await expect(canvas.getByTestId('course-card')).toHaveTextContent('Bea Cukai untuk Pemula');
  },
};

export const CatalogEN: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Courses' }, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Importing from China: the basics' })).toBeVisible());
    await expect(canvas.getAllByText('Coming soon')[0]).toBeVisible();
  },
};

/** The course service is down: the localised error and 'Coba lagi', which loads once it is back. */
export const ServiceDown: Story = {
  decorators: [withWorld(serviceDown)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const error = await canvas.findByTestId('course-error', {}, { timeout: 5000 });
    await expect(error).toHaveTextContent('Layanan kursus sedang tidak dapat dihubungi.');
    service.down = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(canvas.getAllByTestId('course-card')).toHaveLength(4));
    await expect(canvas.queryByTestId('course-error')).toBeNull();
  },
};
