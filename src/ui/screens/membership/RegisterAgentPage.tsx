/**
 * /register-agent (public: the footer links it; docs/membership.md): a visitor reads what an agent
 * does and is asked to sign in (back here after); a signed-in customer gets the agent application.
 */
import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { SESSION_VIEW_MODEL, type SessionViewModel } from '../../../application/session/session-view-model';
import { useService } from '../../app/container-context';
import { PATHS } from '../../routes/paths';
import { ApplicationForm } from './ApplicationForm';
import { MembershipIntl } from './MembershipIntl';
import { memberMessages as m } from './membership-messages';
import './membership.css';

const Agent = observer(function Agent() {
  const session = useService<SessionViewModel>(SESSION_VIEW_MODEL);
  if (!session.signedIn) {
    return (
      <section className="member-page container">
        <h1><FormattedMessage {...m.agentTitle} /></h1>
        <p><FormattedMessage {...m.agentLead} /></p>
        <div className="member-card" data-testid="agent-sign-in">
          <p><FormattedMessage {...m.agentSignIn} /></p>
          <Link className="btn btn-primary" to={`${PATHS.login}?redirect=${encodeURIComponent(PATHS.registerAgent)}`}><FormattedMessage {...m.signInButton} /></Link>
        </div>
      </section>
    );
  }
  return <ApplicationForm kind="agent" title={<FormattedMessage {...m.agentTitle} />} lead={<FormattedMessage {...m.agentLead} />} />;
});

export default function RegisterAgentPage() {
  return <MembershipIntl><Agent /></MembershipIntl>;
}
