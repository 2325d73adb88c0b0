import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withLocation } from '../invoice/story-helpers';
import { CheckoutButton } from './CheckoutButton';

const meta = {
  title: 'Pages/Cart/CheckoutButton',
  component: CheckoutButton,
  parameters: { route: '/cart' },
  decorators: [withLocation],
} satisfies Meta<typeof CheckoutButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor signs in first and comes back to /checkout. */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/login?redirect=%2Fcheckout'));
  },
};

export const SignedIn: Story = {
  parameters: { world: { user: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(/^\/checkout$/));
  },
};

export const SignedInEN: Story = {
  ...SignedIn,
  globals: { locale: 'en' },
};
