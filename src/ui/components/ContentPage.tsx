/** A static text page: a title and blocks of messages (headings, paragraphs, list items). */
import { FormattedMessage, type MessageDescriptor } from 'react-intl';

export type ContentBlock =
  | { readonly h: MessageDescriptor }
  | { readonly p: MessageDescriptor }
  | { readonly list: readonly MessageDescriptor[]; readonly ordered?: boolean };

export function ContentPage({ title, blocks }: { title: MessageDescriptor; blocks: readonly ContentBlock[] }) {
  return (
    <article className="content-page">
      <h1 className="h2"><FormattedMessage {...title} /></h1>
      {blocks.map((block, i) => {
        if ('h' in block) return <h2 key={i} className="h4"><FormattedMessage {...block.h} /></h2>;
        if ('p' in block) return <p key={i}><FormattedMessage {...block.p} /></p>;
        const items = block.list.map((item, j) => <li key={j}><FormattedMessage {...item} /></li>);
        return block.ordered ? <ol key={i}>{items}</ol> : <ul key={i}>{items}</ul>;
      })}
    </article>
  );
}
