import { AuthPage, authPageMetadata } from '@/components/auth/auth-page';

export const metadata = authPageMetadata('signup');

export default function SignUpPage() {
  return <AuthPage mode="signup" />;
}
