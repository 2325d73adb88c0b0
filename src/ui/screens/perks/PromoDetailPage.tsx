/** /promo-detail/{id} (public, promo layout; docs/perks.md). */
import { useParams } from 'react-router';
import { PerksIntl } from './perks-intl';
import { PromotionView } from './PromotionView';

function PromoDetailRoute() {
  const { id = '' } = useParams();
  return <PromotionView id={id} />;
}

export default function PromoDetailPage() {
  return <PerksIntl><PromoDetailRoute /></PerksIntl>;
}
