import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ChatBox } from './ChatBox';

/** A long page whose action sits at the right, where the floating chat button is. */
function LongPage() {
  return (
    <div>
      <button type="button">Awal</button>
      <div style={{ height: 1500 }} />
      <p style={{ textAlign: 'right', paddingRight: 20 }}><a href="#voucher" data-testid="corner-action">Pakai voucher</a></p>
      <div style={{ height: 1500 }} />
      <ChatBox />
    </div>
  );
}

const meta = {
  title: 'Shell/ChatBox',
  component: LongPage,
} satisfies Meta<typeof LongPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Issue 23 (WCAG 2.2 2.4.11 Focus Not Obscured): an action scrolled to the spot under the floating
 * chat button is brought clear of it when the keyboard focuses it (scroll-padding-bottom).
 */
export const FocusNotObscured: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const target = canvas.getByTestId('corner-action');
    const fab = canvas.getByRole('button', { name: 'Chat dengan CS' });
    canvas.getByRole('button', { name: 'Awal' }).focus();
    // the action where the button is: its bottom 24 px above the viewport's bottom
    window.scrollTo(0, target.getBoundingClientRect().bottom + window.scrollY - (window.innerHeight - 24));
    const f = fab.getBoundingClientRect();
    const under = (r: DOMRect) => r.left < f.right && r.right > f.left && r.top < f.bottom && r.bottom > f.top;
    await expect(under(target.getBoundingClientRect())).toBe(true);
    await userEvent.tab();
    await expect(target).toHaveFocus();
    await expect(under(target.getBoundingClientRect())).toBe(false);
  },
};

/**
 * Spec section 2 (chat hours) and section 8 ('Chat window blocked'): the panel shows the hours, and a
 * topic whose new tab the browser blocks tells the customer 'Unblock Popup untuk berbicara dengan CS kami.'.
 */
export const HoursAndBlockedPopup: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Chat dengan CS' }));
    await expect(await canvas.findByText('Senin - Jumat 08:00-17:00 WIB')).toBeVisible();
    const alerts: string[] = [];
    const { open, alert } = window;
    window.open = () => null;
    window.alert = (message?: unknown) => { alerts.push(String(message)); };
    try {
      const topics = await within(canvas.getByRole('region', { name: 'Ada yang bisa kami bantu?' })).findAllByRole('button', { name: /.+/ });
      const topic = topics.find((b) => b.getAttribute('aria-label') !== 'Tutup chat');
      if (!topic) throw new Error('no support topic in the story world');
      await userEvent.click(topic);
      await waitFor(() => expect(alerts).toEqual(['Unblock Popup untuk berbicara dengan CS kami.']));
    } finally {
      window.open = open;
      window.alert = alert;
    }
  },
};
