/**
 * /kursus (public): the course catalogue with filters (category, level, price band, search) and
 * pages. The course service down: the error with 'Coba lagi' (the rest of the storefront is not
 * affected: only the /kursus pages load the 'course' feature).
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { COURSE_CATALOG_VIEW_MODEL, PRICE_BANDS, type CourseCatalogViewModel, type PriceBand } from '../../../application/course/catalog-view-model';
import { courseModule } from '../../../application/course/course.module';
import { COURSE_LEVELS, type CourseLevel } from '../../../domain/course';
import { usePageViewModel } from '../../app/page-data';
import { Pager } from '../invoice/invoice-parts';
import { CourseIntl } from './CourseIntl';
import { CourseCard, CourseError, Loading, categoryName } from './course-parts';
import { courseMessages as m, levelTexts, priceBandTexts } from './course-messages';
import './course.css';

const Catalog = observer(function Catalog() {
  // Server-rendered with the first page of courses (docs/ssr.md); the filters live in the view-model.
  const { vm, preloaded } = usePageViewModel<CourseCatalogViewModel>(COURSE_CATALOG_VIEW_MODEL, courseModule, 'courses', (model) => model.load());
  const intl = useIntl();
  useEffect(() => {
    if (!preloaded) void vm.load();
  }, [vm, preloaded]);
  const result = vm.result;
  const all = intl.formatMessage(m.all);
  return (
    <section className="course-page">
      <h1><FormattedMessage {...m.catalogTitle} /></h1>
      <p className="muted"><FormattedMessage {...m.catalogLead} /></p>
      <form className="course-filters" role="search" onSubmit={(e) => {
        e.preventDefault();
        void vm.search();
      }}>
        <label>
          <FormattedMessage {...m.searchLabel} />
          <span className="input-with-button">
            <input type="search" name="q" value={vm.searchInput} onChange={(e) => vm.setSearchInput(e.target.value)} />
            <button type="submit" className="btn btn-primary"><FormattedMessage {...m.searchButton} /></button>
          </span>
        </label>
        <label>
          <FormattedMessage {...m.category} />
          <select value={vm.filters.category} onChange={(e) => void vm.setFilter({ category: e.target.value })}>
            <option value="">{all}</option>
            {(result?.categories ?? []).map((c) => <option key={c} value={c}>{categoryName(intl, c)}</option>)}
          </select>
        </label>
        <label>
          <FormattedMessage {...m.level} />
          <select value={vm.filters.level} onChange={(e) => void vm.setFilter({ level: e.target.value as CourseLevel | '' })}>
            <option value="">{all}</option>
            {COURSE_LEVELS.map((l) => <option key={l} value={l}>{intl.formatMessage(levelTexts[l])}</option>)}
          </select>
        </label>
        <label>
          <FormattedMessage {...m.price} />
          <select value={vm.filters.price} onChange={(e) => void vm.setFilter({ price: e.target.value as PriceBand })}>
            {PRICE_BANDS.map((b) => <option key={b} value={b}>{b === '' ? all : intl.formatMessage(priceBandTexts[b])}</option>)}
          </select>
        </label>
      </form>
      {vm.loadError !== null && <CourseError error={vm.loadError} onRetry={() => void vm.load()} />}
      <Loading show={vm.loading && !result} reserve="catalog" />
      {result && result.items.length === 0 && <p className="muted" data-testid="course-catalog-empty"><FormattedMessage {...m.empty} /></p>}
      {result && result.items.length > 0 && (
        <ul className="course-grid" data-testid="course-catalog">
          {result.items.map((c) => <CourseCard key={c.slug} course={c} />)}
        </ul>
      )}
      <Pager page={vm.page} count={vm.pageCount} onPage={(p) => void vm.setPage(p)} />
    </section>
  );
});

export default function CourseCatalogPage() {
  return <CourseIntl><Catalog /></CourseIntl>;
}
