/**
 * A screen whose features load while React renders it in a transition (a client navigation, link
 * prefetch finishing the load): React replays the suspended render once the load settles. The hooks
 * after use() must be the same in both, or React throws #467 and recovers with a synchronous render
 * (#520), which the crawl saw on the account pages (useFeatures in container-context.tsx).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Container, ContainerModule } from 'inversify';
import { Suspense, startTransition, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, waitFor } from 'storybook/test';
import { withFeatures } from '../../application/feature-module';
import { FEATURE_LOADER, type Feature, type FeatureLoader } from '../../application/ports/feature-loader.port';
import { ContainerContext, useViewModel } from './container-context';

const GREETING = Symbol('story.Greeting');

/** Loads a feature after `delayMs`, marking it loaded just before its promise resolves (as DynamicFeatureLoader does). */
class SlowFeatureLoader implements FeatureLoader {
  private readonly loaded = new Set<Feature>();
  private readonly pending = new Map<Feature, Promise<void>>();
  constructor(private readonly delayMs: number) {}
  isLoaded(feature: Feature): boolean {
    return this.loaded.has(feature);
  }
  ensure(feature: Feature): Promise<void> {
    if (this.loaded.has(feature)) return Promise.resolve();
    let promise = this.pending.get(feature);
    if (!promise) {
      promise = new Promise<void>((resolve) => setTimeout(() => {
        this.loaded.add(feature);
        resolve();
      }, this.delayMs));
      this.pending.set(feature, promise);
    }
    return promise;
  }
}

function Greeting({ module }: { module: ContainerModule }) {
  const vm = useViewModel<{ text: string }>(GREETING, module);
  const [count] = useState(1);
  return <p data-testid="greeting">{vm.text} {count}</p>;
}

/** Renders a screen needing the 'content' feature in its own root, in a transition; returns the recoverable errors. */
async function renderWhileLoading(host: HTMLElement, delayMs: number): Promise<unknown[]> {
  const container = new Container();
  container.bind<FeatureLoader>(FEATURE_LOADER).toConstantValue(new SlowFeatureLoader(delayMs));
  const module = withFeatures(['content'], new ContainerModule(({ bind }) => {
    bind(GREETING).toConstantValue({ text: 'Halo' });
  }));
  const recovered: unknown[] = [];
  const root = createRoot(host, { onRecoverableError: (error) => recovered.push(error) });
  startTransition(() => {
    root.render(
      <ContainerContext value={container}>
        <Suspense fallback={<p>…</p>}>
          <Greeting module={module} />
        </Suspense>
      </ContainerContext>,
    );
  });
  await waitFor(() => expect(host.querySelector('[data-testid="greeting"]')?.textContent).toBe('Halo 1'));
  root.unmount();
  return recovered;
}

function Host() {
  return <div data-testid="feature-host" />;
}

const meta = {
  title: 'App/FeatureLoading',
  component: Host,
} satisfies Meta<typeof Host>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoadedDuringTheRender: Story = {
  play: async ({ canvasElement }) => {
    const host = canvasElement.querySelector<HTMLElement>('[data-testid="feature-host"]');
    if (!host) throw new Error('no host');
    for (const delayMs of [0, 5, 30]) {
      await expect(await renderWhileLoading(host, delayMs), `a feature loaded after ${delayMs} ms`).toEqual([]);
    }
  },
};
