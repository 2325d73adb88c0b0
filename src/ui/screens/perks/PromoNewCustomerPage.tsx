/** /promonewcustomer (public, promo layout; docs/perks.md): the running promotion for new customers. */
import { PerksIntl } from './perks-intl';
import { promoMessages as m } from './perks-messages';
import { PromotionView } from './PromotionView';

export default function PromoNewCustomerPage() {
  return <PerksIntl><PromotionView id={null} notFound={m.noNewCustomer} /></PerksIntl>;
}
