/** /login (guest-only): the login form; after login the customer lands on / or on the `redirect` query when it is a local path. */
import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from '../../application/session/safe-redirect';
import { LoginForm } from '../components/LoginForm';

export default function LoginPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const target = safeRedirect(search.get('redirect'));
  return (
    <div className="narrow-card">
      <LoginForm
        onSuccess={() => void navigate(target, { replace: true })}
        onBack={() => void navigate(-1)}
        redirect={target}
      />
    </div>
  );
}
