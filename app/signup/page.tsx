import type { Metadata } from 'next';

import { pageMetadata } from '@/lib/seo/metadata';
import { AuthForm } from '@/components/auth/auth-form';
import { PageHero } from '@/components/common/page-hero';

export const metadata: Metadata = pageMetadata({
  title: 'Sign Up',
  description: 'Create a Team Sportivo account with your email or Google.',
  path: '/signup/',
});

export default function SignUpPage() {
  return (
    <>
      <PageHero
        eyebrow="Join the club"
        title="Sign Up"
        description="Create an account with your email and a password, or with Google."
      />
      <div className="mx-auto w-full max-w-md px-4 py-12 sm:px-6">
        <AuthForm mode="signup" />
      </div>
    </>
  );
}
