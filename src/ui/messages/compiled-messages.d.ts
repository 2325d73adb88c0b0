// `<catalogue>.json?ast`: a catalogue compiled to the formatjs AST by the compiledMessages plugin
// of vite.config.ts (ui/app/intl.ts loads these).
declare module '*.json?ast' {
  import type { MessageFormatElement } from 'react-intl';
  const catalogue: Record<string, MessageFormatElement[]>;
  export default catalogue;
}
