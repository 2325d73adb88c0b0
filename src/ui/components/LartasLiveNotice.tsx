/**
 * Where a restricted-goods warning appears as the customer chooses (the product type on the product
 * page and the calculator): a polite live region, there from the start, so the warning is announced
 * when it appears. The warning itself (LartasNotice) loads only when there is one to show: most
 * products are not restricted, and the product page's JavaScript budget counts every byte
 * (docs/performance.md). Its styles load with the page, so a server-rendered warning is styled.
 */
import { lazy, Suspense } from 'react';
import type { LartasEntry } from '../../application/ports/rates-api.port';
import '../styles/lartas.css';

const LartasNotice = lazy(() => import('./LartasNotice').then((m) => ({ default: m.LartasNotice })));

export function LartasLiveNotice({ entry, headingLevel }: { entry: LartasEntry | null; headingLevel?: 2 | 3 | 4 }) {
  return (
    <div aria-live="polite" className="lartas-live">
      {entry && <Suspense fallback={null}><LartasNotice entry={entry} headingLevel={headingLevel} /></Suspense>}
    </div>
  );
}
