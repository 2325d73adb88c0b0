// A grid of product cards (catalog items, suggested products), each linking to its product page.
import { Link } from 'react-router';
import { formatRupiah } from '../../../domain/format';
import type { CatalogItem } from '../../../application/ports/catalog-api.port';
import { productPath } from '../../../application/catalog/catalog-view-model';

export function ProductGrid({ items, busy }: { items: readonly CatalogItem[]; busy?: boolean }) {
  return (
    <ul className="product-grid" aria-busy={busy}>
      {items.map((item) => (
        <li key={item.url} className="product-card">
          <Link to={productPath(item)}>
            {item.imageUrl && <img src={item.imageUrl} alt="" loading="lazy" width={160} height={160} />}
            <span className="product-card-title">{item.title}</span>
            {item.priceRupiah !== null && <strong data-price="">{formatRupiah(item.priceRupiah)}</strong>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
