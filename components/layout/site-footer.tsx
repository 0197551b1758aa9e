import { buildNow } from '@/lib/clock/build';
import { kolkataYear } from '@/lib/clock/page';
import { getSite } from '@/lib/content/site';
import { type NavLink } from '@/lib/nav';
import { siteConfig } from '@/lib/site-config';
import { Link } from '@/components/ui/link';
import { EmailText } from '@/components/common/email-text';
import { Phone } from '@/components/icons/line-icons';
import { Mail, MapPin } from '@/components/icons/page-icons';

import { CurrentYear } from './current-year';
import { SiteLogo } from './site-logo';
import { SocialLinks } from './social-links';

export function SiteFooter() {
  const site = getSite();
  const { address, phones, email } = site.contact;
  return (
    <footer className="surface-dark bg-primary text-primary-foreground">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div className="flex flex-col gap-4">
          <SiteLogo />
          <p className="text-primary-muted">{site.tagline}</p>
          <SocialLinks />
        </div>
        <FooterLinks title="Quick Links" links={siteConfig.footer.quickLinks} />
        <FooterLinks title="Teams" links={siteConfig.footer.teamLinks} />
        <div>
          <h2 className="mb-4 text-lg font-extrabold">Contact</h2>
          <address className="flex flex-col gap-3 text-primary-muted not-italic">
            <p className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0" />
              <span>
                {address.street}, {address.city} {address.postalCode}
              </span>
            </p>
            {phones.map((phone) => (
              <a
                key={phone.number}
                href={`tel:${phone.number.replace(/\s+/g, '')}`}
                className="flex min-h-6 items-start gap-2 hover:text-primary-foreground"
              >
                <Phone aria-hidden="true" className="mt-1 size-4 shrink-0" />
                {/* Which line is which: at the venue, the events desk is the one to call. */}
                <span className="flex flex-col">
                  <span>{phone.number}</span>
                  <span className="text-sm">{phone.label}</span>
                </span>
              </a>
            ))}
            <a
              href={`mailto:${email}`}
              className="flex items-center gap-2 wrap-anywhere hover:text-primary-foreground"
            >
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              <EmailText email={email} />
            </a>
          </address>
        </div>
      </div>
      {/* pb-24 keeps the last line clear of the floating share button. */}
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 pt-6 pb-24 text-sm text-primary-muted sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            © <CurrentYear buildYear={kolkataYear(buildNow().getTime())} /> {site.name},{' '}
            {site.institute}. All rights reserved.
          </p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-5 gap-y-1">
              {siteConfig.footer.legalLinks.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    className="inline-flex min-h-11 items-center hover:text-primary-foreground"
                  >
                    {link.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}

type FooterLinksProps = { title: string; links: readonly NavLink[] };

function FooterLinks({ title, links }: FooterLinksProps) {
  return (
    <nav aria-label={title}>
      <h2 className="mb-4 text-lg font-extrabold">{title}</h2>
      <ul className="flex flex-col">
        {links.map((link) => (
          <li key={link.title}>
            <Link
              href={link.href}
              className="inline-flex min-h-11 items-center text-primary-muted hover:text-primary-foreground"
            >
              {link.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
