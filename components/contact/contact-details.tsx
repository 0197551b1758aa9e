import type * as React from 'react';

import { type Site } from '@/lib/content/site';
import { venueQuery } from '@/lib/map';
import { DirectionsLink } from '@/components/common/directions-link';
import { EmailText } from '@/components/common/email-text';
import { Clock, Phone } from '@/components/icons/line-icons';
import { Mail, MapPin } from '@/components/icons/page-icons';
import { SocialLinks } from '@/components/layout/social-links';

export type ContactDetailsProps = { site: Site };

/** Address, phone lines, email, social profiles and office hours. */
export function ContactDetails({ site }: ContactDetailsProps) {
  const { address, phones, email } = site.contact;
  return (
    <div className="flex flex-col gap-8">
      <address className="flex flex-col gap-6 not-italic">
        <DetailBlock icon={<MapPin aria-hidden="true" />} title="Visit us">
          <p>
            {site.name}
            <br />
            {address.street}
            <br />
            {address.city}, {address.region} {address.postalCode}
          </p>
          <DirectionsLink destination={venueQuery(site)} className="mt-2 self-start" />
        </DetailBlock>
        <DetailBlock icon={<Phone aria-hidden="true" />} title="Call us">
          <ul className="flex flex-col">
            {phones.map((phone) => (
              <li key={phone.number}>
                <a
                  href={`tel:${phone.number.replace(/\s+/g, '')}`}
                  className="inline-flex min-h-11 flex-wrap items-center gap-x-2 hover:text-accent-strong"
                >
                  <span className="font-semibold">{phone.number}</span>
                  <span className="text-muted-foreground">{phone.label}</span>
                </a>
              </li>
            ))}
          </ul>
        </DetailBlock>
        <DetailBlock icon={<Mail aria-hidden="true" />} title="Email us">
          <a
            href={`mailto:${email}`}
            className="inline-flex min-h-11 items-center font-semibold wrap-anywhere hover:text-accent-strong"
          >
            <EmailText email={email} />
          </a>
        </DetailBlock>
      </address>
      <DetailBlock icon={<Clock aria-hidden="true" />} title="Office hours">
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
          {site.officeHours.map((slot) => (
            <div key={slot.days} className="contents">
              <dt className="font-semibold">{slot.days}</dt>
              <dd>{slot.hours}</dd>
            </div>
          ))}
        </dl>
      </DetailBlock>
      <div>
        <h3 className="mb-3 text-lg font-extrabold">Follow us</h3>
        <SocialLinks tone="dark" />
      </div>
    </div>
  );
}

type DetailBlockProps = { icon: React.ReactNode; title: string; children: React.ReactNode };

function DetailBlock({ icon, title, children }: DetailBlockProps) {
  return (
    <div className="flex gap-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground [&_svg]:size-5">
        {icon}
      </span>
      <div className="flex flex-col gap-1">
        <h3 className="text-lg font-extrabold">{title}</h3>
        {children}
      </div>
    </div>
  );
}
