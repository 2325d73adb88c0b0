// Every story renders the way the app renders a screen:
//   the Inversify container ('memory' mode, .storybook/story-container.ts) through the UI's
//   ContainerContext -> IntlProvider in the session's language (toolbar global 'locale',
//   ID default) -> a MemoryRouter (parameters.route sets the start path; stories that build
//   their own data router set parameters.router = 'none').
import 'reflect-metadata';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import type { Container } from 'inversify';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import type { Language } from '../src/application/ports/session-store.port';
import { SESSION_VIEW_MODEL, type SessionViewModel } from '../src/application/session/session-view-model';
import { ContainerContext } from '../src/ui/app/container-context';
import { DEFAULT_LANGUAGE, localeOf, type Catalogue } from '../src/ui/app/intl';
// The compiled catalogues, as the app loads them (the compiledMessages plugin of vite.config.ts).
import en from '../src/ui/messages/en.json?ast';
import id from '../src/ui/messages/id.json?ast';
import '../src/ui/styles/base.css';
import '../src/ui/styles/layout.css';
import '../src/ui/styles/components.css';
import { axeAfterEach } from './axe-check';
import { createStoryContainer, type StoryWorld } from './story-container';

export interface TitipStoryParameters {
  /** The world the in-memory adapters hold (user, badges, time zone ...). */
  world?: StoryWorld;
  /** Start path of the MemoryRouter (default '/'). */
  route?: string;
  /** 'none': the story renders its own (data) router. */
  router?: 'memory' | 'none';
}

// Stories switch languages from the toolbar at once: both catalogues, statically (the app loads one).
const CATALOGUES: Readonly<Record<Language, Catalogue>> = { id, en };

const asLanguage = (value: unknown): Language => (value === 'en' ? 'en' : DEFAULT_LANGUAGE);

// Indonesian is the source language (its texts are the defaults); an English text still
// missing from the catalogue is reported once per id (scripts/check-messages.mjs is the gate).
const reportedMissing = new Set<string>();
function onIntlError(error: { code?: string; message: string }, language: Language): void {
  if (error.code === 'MISSING_TRANSLATION') {
    if (language === DEFAULT_LANGUAGE) return;
    const id = /"([^"]+)"/.exec(error.message)?.[1] ?? error.message;
    if (!reportedMissing.has(id)) {
      reportedMissing.add(id);
      console.warn(`[storybook] ${error.message.split('\n')[0]}`);
    }
    return;
  }
  console.error(error);
}

const LocalisedStory = observer(function LocalisedStory({ container, children }: { container: Container; children: ReactNode }) {
  const language = container.get<SessionViewModel>(SESSION_VIEW_MODEL).language;
  return (
    <IntlProvider locale={localeOf(language)} defaultLocale={localeOf(DEFAULT_LANGUAGE)} messages={CATALOGUES[language]} onError={(error) => onIntlError(error, language)}>
      <div lang={language}>{children}</div>
    </IntlProvider>
  );
});

function StoryProviders({ container, locale, children }: { container: Container; locale: Language; children: ReactNode }) {
  // The toolbar switches the language of the story's session (the header's dropdown does the same).
  useEffect(() => {
    const session = container.get<SessionViewModel>(SESSION_VIEW_MODEL);
    if (session.language !== locale) session.setLanguage(locale);
  }, [container, locale]);
  return (
    <ContainerContext value={container}>
      <LocalisedStory container={container}>{children}</LocalisedStory>
    </ContainerContext>
  );
}

/** A fresh container per story render, built before the story renders (it may sign in, fill the cart ...). */
const containerLoader: Loader = async (context) => {
  const params = context.parameters as TitipStoryParameters;
  const container = await createStoryContainer(params.world ?? {}, asLanguage(context.globals.locale));
  return { container };
};

const withProviders: Decorator = (Story, context) => {
  const container = (context.loaded as { container?: Container }).container;
  if (!container) throw new Error('the story container was not built (preview loader missing)');
  const params = context.parameters as TitipStoryParameters;
  const story = <Story />;
  return (
    <StoryProviders container={container} locale={asLanguage(context.globals.locale)}>
      {params.router === 'none' ? story : <MemoryRouter initialEntries={[params.route ?? '/']}>{story}</MemoryRouter>}
    </StoryProviders>
  );
};

const preview: Preview = {
  loaders: [containerLoader],
  decorators: [withProviders],
  // axe after every story (and its play function): serious or critical WCAG A/AA violations fail it (.storybook/axe-check.ts).
  afterEach: axeAfterEach,
  globalTypes: {
    locale: {
      description: 'Language of the storefront',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'id', right: 'ID', title: 'Bahasa Indonesia' },
          { value: 'en', right: 'EN', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'id' },
  parameters: {
    layout: 'fullscreen',
    controls: { disable: true },
    // .storybook/axe-check.ts: 'error' fails a story on a serious or critical violation; a story may
    // set 'todo' (reported, not failed) or switch one rule off in `a11y.config.rules`, with a reason.
    a11y: { test: 'error' },
  },
};

export default preview;
