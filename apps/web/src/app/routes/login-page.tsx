import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { LoginForm } from '../../features/auth/components/login-form';
import { safeNextPath } from '../../lib/login-redirect';
import { PublicCard } from '../layout/public-card';

const route = getRouteApi('/login');

export function LoginPage() {
  const { next } = route.useSearch();
  const navigate = useNavigate();
  return (
    <PublicCard title="Sign in" subtitle="Monitor your sites, equipment and energy in one place.">
      <LoginForm onSuccess={() => void navigate({ href: safeNextPath(next), replace: true })} />
    </PublicCard>
  );
}
