import { ROUTES } from '@/lib/routes';
import { siteConfig } from '@/lib/site-config';
import { Img } from '@/components/ui/img';
import { Link } from '@/components/ui/link';

/** The club mark and name, linking home. */
export function SiteLogo() {
  return (
    <Link
      href={ROUTES.home}
      className="flex min-h-11 items-center gap-2.5 rounded-md font-display text-xl font-extrabold"
    >
      <Img src="/logo.svg" alt="" width={36} height={36} loading="eager" />
      <span className="whitespace-nowrap">{siteConfig.name}</span>
    </Link>
  );
}
