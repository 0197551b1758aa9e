import type { Metadata } from 'next';

import { pageMetadata } from '@/lib/seo/metadata';
import { AuthForm } from '@/components/auth/auth-form';
import { PageHero } from '@/components/common/page-hero';

export const metadata: Metadata = pageMetadata({
  title: 'Sign In',
  description: 'Sign in to your Team Sportivo account with your email or Google.',
  path: '/signin/',
});

export default function SignInPage() {
  return (
    <>
      <PageHero
        eyebrow="Welcome back"
        title="Sign In"
        description="Sign in with your email and password, or with Google."
      />
      <div className="mx-auto w-full max-w-md px-4 py-12 sm:px-6">
        <AuthForm mode="signin" />
      </div>
    </>
  );
}
