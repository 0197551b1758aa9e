import type { Metadata } from 'next';

import { getPageCopy } from '@/lib/content/pages';
import { ROUTES } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { AuthForm, type AuthFormProps } from '@/components/auth/auth-form';
import { PageHero } from '@/components/common/page-hero';

type Mode = AuthFormProps['mode'];

const PATHS: Record<Mode, string> = { signin: ROUTES.signIn, signup: ROUTES.signUp };

/** The metadata of /signin/ or /signup/, from its copy in content/pages.json. */
export function authPageMetadata(mode: Mode): Metadata {
  const copy = getPageCopy(mode);
  return pageMetadata({ title: copy.title, description: copy.description, path: PATHS[mode] });
}

/** The sign-in or sign-up page: its hero, then the form. */
export function AuthPage({ mode }: AuthFormProps) {
  const { hero } = getPageCopy(mode);
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} description={hero.description} />
      {/* data-no-share-fab: no floating Share button over the form (app/globals.css). */}
      <div data-no-share-fab="" className="mx-auto w-full max-w-md px-4 py-12 sm:px-6">
        <AuthForm mode={mode} />
      </div>
    </>
  );
}
