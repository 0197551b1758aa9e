import { siteConfig } from '@/lib/site-config';
import { AuthActions } from '@/components/auth/auth-actions';

import { DesktopNav } from './desktop-nav';
import { HeaderActions } from './header-actions';
import { HeaderShell } from './header-shell';
import { MobileNav } from './mobile-nav';
import { SiteLogo } from './site-logo';

export function SiteHeader() {
  return (
    <HeaderShell>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <SiteLogo />
        <DesktopNav items={siteConfig.mainNav} />
        <div className="flex items-center gap-2">
          <div className="hidden items-center gap-2 xl:flex">
            <AuthActions signedOut={<HeaderActions />} />
          </div>
          <MobileNav
            items={siteConfig.mainNav}
            actions={<AuthActions layout="stack" signedOut={<HeaderActions layout="stack" />} />}
          />
        </div>
      </div>
    </HeaderShell>
  );
}
