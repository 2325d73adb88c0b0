import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RouteErrorBoundary } from '../routes/RouteErrorBoundary';

/** A route that throws the given error while rendering, under the app's route error boundary. */
function Throwing({ error }: { error: unknown }): never {
  throw error;
}
function Failing({ error }: { error: unknown }) {
  return (
    <RouteErrorBoundary>
      <Throwing error={error} />
    </RouteErrorBoundary>
  );
}

const meta = {
  title: 'Pages/Error',
  component: Failing,
} satisfies Meta<typeof Failing>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ServerError: Story = {
  args: { error: Object.assign(new Error('Service Unavailable'), { response: { status: 503 } }) },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('503');
    await expect(alert).toHaveTextContent('Service Unavailable');
  },
};

export const ServerErrorEN: Story = {
  ...ServerError,
  globals: { locale: 'en' },
};

export const Forbidden: Story = {
  args: { error: { statusCode: 403, message: 'API route is forbidden' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('403');
  },
};

/** A thrown 404 response shows the 404 page. */
export const NotFoundResponse: Story = {
  args: { error: new Response('', { status: 404, statusText: 'Not Found' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('not-found')).toBeVisible();
  },
};

/** A not-found thrown by a page (not an unknown address) without a message: the spec's generic text. */
export const NotFoundWithoutMessageEN: Story = {
  args: { error: { statusCode: 404 } },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('404');
    await expect(alert).toHaveTextContent('This page could not be found');
  },
};
