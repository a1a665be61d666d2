import { ForgotPasswordForm } from '../../features/password/components/forgot-password-form';
import { PublicCard } from '../layout/public-card';

export function ForgotPasswordPage() {
  return (
    <PublicCard title="Forgot your password?">
      <ForgotPasswordForm />
    </PublicCard>
  );
}
