/**
 * The membership line of the account layout's profile card (loaded lazily with the 'membership'
 * feature, so the layout's own chunk stays small): 'Premium until ...' or the link to
 * /upgrade-premium, and the status of the latest reseller and agent applications.
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { MEMBERSHIP_STATUS_VIEW_MODEL, type MembershipStatusViewModel } from '../../../application/membership/membership-status-view-model';
import { membershipModule } from '../../../application/membership/membership.module';
import { formatDateWib } from '../../../domain/format';
import { useViewModel } from '../../app/container-context';
import { PATHS } from '../../routes/paths';
import { MembershipIntl } from './MembershipIntl';
import { memberMessages as m, memberValueMessages as mv, statusTexts } from './membership-messages';
import './membership.css';

const Line = observer(function Line() {
  const vm = useViewModel<MembershipStatusViewModel>(MEMBERSHIP_STATUS_VIEW_MODEL, membershipModule);
  useEffect(() => {
    void vm.load();
  }, [vm]);
  const s = vm.status;
  if (!s) return null;
  const until = s.premiumUntil ? Date.parse(s.premiumUntil) : Number.NaN;
  return (
    <div className="member-profile small" data-testid="profile-membership">
      {s.isPremium && Number.isFinite(until)
        ? <span className="member-status member-status-approved" data-testid="profile-premium"><FormattedMessage {...mv.profilePremium} values={{ date: formatDateWib(until) }} /></span>
        : <Link to={PATHS.upgradePremium}><FormattedMessage {...m.profileUpgrade} /></Link>}
      {s.applications.reseller && (
        <div data-testid="profile-reseller">
          <FormattedMessage {...m.profileReseller} />: <span className={`member-status member-status-${s.applications.reseller.status}`}><FormattedMessage {...statusTexts[s.applications.reseller.status]} /></span>
        </div>
      )}
      {s.applications.agent && (
        <div data-testid="profile-agent">
          <FormattedMessage {...m.profileAgent} />: <span className={`member-status member-status-${s.applications.agent.status}`}><FormattedMessage {...statusTexts[s.applications.agent.status]} /></span>
        </div>
      )}
    </div>
  );
});

export default function ProfileMembership() {
  return <MembershipIntl><Line /></MembershipIntl>;
}
