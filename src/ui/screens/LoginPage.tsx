import { useNavigate } from 'react-router';
import { LoginForm } from '../components/LoginForm';

export default function LoginPage() {
  const navigate = useNavigate();
  return (
    <div className="narrow-card">
      <LoginForm onSuccess={() => void navigate('/', { replace: true })} onBack={() => void navigate(-1)} />
    </div>
  );
}
