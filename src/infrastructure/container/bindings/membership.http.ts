// HTTP bindings of the 'membership' feature (FeatureLoader; issue 12): MembershipApi (premium,
// reseller and agent applications, affiliate), loaded with the feature's pages.
import type { Container } from 'inversify';
import { MEMBERSHIP_API } from '../../../application/ports/membership-api.port';
import { HttpMembershipApi } from '../../http/membership-api.http';

export function bindMembershipHttp(container: Container): void {
  container.bind(MEMBERSHIP_API).to(HttpMembershipApi);
}
