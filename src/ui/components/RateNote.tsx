/**
 * Which exchange rate a price used: one short line per currency, "Kurs CNY 1 = Rp 2.260 · 27 Nov
 * 2026 · sumber: konsol operator" (the product page's breakdown, the calculator, the invoice).
 * Renders nothing without rates.
 */
import { defineMessage, defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import type { KursEntry } from '../../application/ports/rates-api.port';
import { formatNumberId } from '../../domain/format';

const rateText = defineMessage<{ code: string; kurs: string }>({ id: 'rateNote.rate', defaultMessage: 'Kurs {code} 1 = Rp {kurs}' });
const sourceText = defineMessage<{ source: string }>({ id: 'rateNote.source', defaultMessage: 'sumber: {source}' });
const m = defineMessages({
  seed: { id: 'rateNote.source.seed', defaultMessage: 'kurs awal' },
  console: { id: 'rateNote.source.console', defaultMessage: 'konsol operator' },
  frankfurter: { id: 'rateNote.source.frankfurter', defaultMessage: 'referensi ECB (Frankfurter)' },
});

const SOURCES: Readonly<Record<string, MessageDescriptor>> = { seed: m.seed, console: m.console, frankfurter: m.frankfurter };

function RateLine({ entry }: { entry: KursEntry }) {
  const intl = useIntl();
  const day = entry.date ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(entry.date) : null;
  const date = day ? intl.formatDate(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }) : null;
  const known = entry.source ? SOURCES[entry.source] : undefined;
  const source = known ? intl.formatMessage(known) : entry.source;
  return (
    <p className="muted small" data-testid="rate-note-line">
      <FormattedMessage {...rateText} values={{ code: entry.code, kurs: formatNumberId(entry.kurs, Number.isInteger(entry.kurs) ? 0 : 2) }} />
      {date && <> · {date}</>}
      {source && <> · <FormattedMessage {...sourceText} values={{ source }} /></>}
    </p>
  );
}

export function RateNote({ rates }: { rates: readonly KursEntry[] | null | undefined }) {
  if (!rates || rates.length === 0) return null;
  return (
    <div className="rate-note" data-testid="rate-note">
      {rates.map((entry) => <RateLine key={entry.code} entry={entry} />)}
    </div>
  );
}
