/**
 * The bindings of /upgrade-premium, /join-reseller, /register-agent, /affiliate and the profile
 * card's membership line, loaded with their chunks; they need the 'membership' feature (MembershipApi).
 */
import { ContainerModule } from 'inversify';
import { withFeatures } from '../feature-module';
import { AFFILIATE_VIEW_MODEL, AffiliateViewModel } from './affiliate-view-model';
import { APPLICATION_VIEW_MODEL, ApplicationViewModel } from './application-view-model';
import { MEMBERSHIP_STATUS_VIEW_MODEL, MembershipStatusViewModel } from './membership-status-view-model';
import { PREMIUM_VIEW_MODEL, PremiumViewModel } from './premium-view-model';

export const membershipModule = withFeatures(['membership'], new ContainerModule(({ bind }) => {
  bind(PREMIUM_VIEW_MODEL).to(PremiumViewModel).inTransientScope();
  bind(APPLICATION_VIEW_MODEL).to(ApplicationViewModel).inTransientScope();
  bind(AFFILIATE_VIEW_MODEL).to(AffiliateViewModel).inTransientScope();
  bind(MEMBERSHIP_STATUS_VIEW_MODEL).to(MembershipStatusViewModel).inTransientScope();
}));
