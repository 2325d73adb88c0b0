/** /join-reseller (signed in, account layout): the reseller community application (ApplicationForm). */
import { FormattedMessage } from 'react-intl';
import { ApplicationForm } from './ApplicationForm';
import { MembershipIntl } from './MembershipIntl';
import { memberMessages as m } from './membership-messages';

export default function JoinResellerPage() {
  return (
    <MembershipIntl>
      <ApplicationForm kind="reseller" title={<FormattedMessage {...m.resellerTitle} />} lead={<FormattedMessage {...m.resellerLead} />} />
    </MembershipIntl>
  );
}
