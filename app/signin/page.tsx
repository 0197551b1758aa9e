import { AuthPage, authPageMetadata } from '@/components/auth/auth-page';

export const metadata = authPageMetadata('signin');

export default function SignInPage() {
  return <AuthPage mode="signin" />;
}
