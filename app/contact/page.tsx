import type { Metadata } from 'next';

import { CONTACT_DRAFT_FILL_SCRIPT, CONTACT_DRAFT_SCRIPT } from '@/lib/contact/draft';
import { getEmailSettings } from '@/lib/contact/settings';
import { getPageCopy } from '@/lib/content/pages';
import { getSite } from '@/lib/content/site';
import { osmEmbedUrl, osmLinkUrl } from '@/lib/map';
import { ROUTES } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { Card } from '@/components/ui/card';
import { PageHero } from '@/components/common/page-hero';
import { Section } from '@/components/common/section';
import { ContactDetails } from '@/components/contact/contact-details';
import { ContactForm } from '@/components/contact/contact-form';
import { LazyMap } from '@/components/contact/lazy-map';
import { NoScriptNote } from '@/components/contact/no-script-note';
import { NotConfiguredNotice } from '@/components/contact/not-configured-notice';
import { RECAPTCHA_NOTES } from '@/components/contact/recaptcha-notes';
import { Mail, Send } from '@/components/icons/page-icons';

const copy = getPageCopy('contact');

export const metadata: Metadata = pageMetadata({
  title: copy.title,
  description: copy.description,
  path: ROUTES.contact,
});

export default function ContactPage() {
  const site = getSite();
  const { address, coordinates, email } = site.contact;
  const fullAddress = `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`;
  const settings = getEmailSettings();
  return (
    <>
      {/* Before the form is drawn: marks a kept draft, so its notes take their room from the
          first paint (lib/contact/draft.ts). */}
      <script dangerouslySetInnerHTML={{ __html: CONTACT_DRAFT_SCRIPT }} />
      <PageHero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        description={copy.hero.description}
      />
      <Section>
        <div className="grid gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <section aria-labelledby="contact-details-heading">
            <h2 id="contact-details-heading" className="mb-6 text-3xl font-extrabold">
              Reach the club
            </h2>
            <ContactDetails site={site} />
          </section>
          <Card>
            <div className="flex flex-1 flex-col gap-6 p-5 sm:p-8">
              <div>
                <h2 id="contact-form-heading" className="text-3xl font-extrabold">
                  Send us a message
                </h2>
                <p className="mt-2 text-muted-foreground">
                  Fields marked * are required. We usually reply within two working days.
                </p>
              </div>
              <ContactForm
                settings={settings}
                clubEmail={email}
                notice={settings ? null : <NotConfiguredNotice clubEmail={email} />}
                noScript={<NoScriptNote clubEmail={email} />}
                recaptchaNotes={RECAPTCHA_NOTES}
                icons={{
                  send: <Send aria-hidden="true" />,
                  mail: <Mail aria-hidden="true" />,
                }}
              />
              {/* Right after the form: writes the kept draft into its fields as soon as they are
                  read, so words typed before React arrives add to it (lib/contact/draft.ts). */}
              <script dangerouslySetInnerHTML={{ __html: CONTACT_DRAFT_FILL_SCRIPT }} />
            </div>
          </Card>
        </div>
      </Section>
      <Section id="map" title="Find us" className="pt-0! sm:pt-0!">
        <LazyMap
          embedUrl={osmEmbedUrl(coordinates)}
          linkUrl={osmLinkUrl(coordinates)}
          title={`Map showing ${site.name} at ${fullAddress}`}
          address={fullAddress}
        />
      </Section>
    </>
  );
}
