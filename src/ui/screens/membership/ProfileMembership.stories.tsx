import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import ProfileMembership from './ProfileMembership';
import { withWorld } from '../invoice/story-helpers';
import { PREMIUM_UNTIL, resellerSent } from './story-helpers';

const meta = {
  title: 'Pages/Membership/ProfileCardLine',
  component: ProfileMembership,
  parameters: { route: '/wallet', world: { user: true } },
} satisfies Meta<typeof ProfileMembership>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not premium: the link to /upgrade-premium. */
export const NotPremium: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Upgrade ke Premium' }, { timeout: 5000 })).toHaveAttribute('href', '/upgrade-premium');
  },
};

/** Premium, with a pending reseller application. */
export const PremiumAndReseller: Story = {
  parameters: { world: { user: true, premiumUntil: PREMIUM_UNTIL } },
  decorators: [withWorld(resellerSent)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('profile-premium', {}, { timeout: 5000 })).toHaveTextContent('Premium hingga 31/03/2024');
    await expect(canvas.getByTestId('profile-reseller')).toHaveTextContent('Reseller: Menunggu verifikasi');
  },
};
