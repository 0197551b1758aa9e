import type { Metadata } from 'next';

import { getPageCopy } from '@/lib/content/pages';
import { ROUTES } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { AuthForm } from '@/components/auth/auth-form';
import { PageHero } from '@/components/common/page-hero';

const copy = getPageCopy('signin');

export const metadata: Metadata = pageMetadata({
  title: copy.title,
  description: copy.description,
  path: ROUTES.signIn,
});

export default function SignInPage() {
  return (
    <>
      <PageHero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        description={copy.hero.description}
      />
      {/* data-no-share-fab: no floating Share button over the form (app/globals.css). */}
      <div data-no-share-fab="" className="mx-auto w-full max-w-md px-4 py-12 sm:px-6">
        <AuthForm mode="signin" />
      </div>
    </>
  );
}
