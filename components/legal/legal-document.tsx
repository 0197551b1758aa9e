import { legalHeadingId, legalPlainText, legalValues, type LegalPage } from '@/lib/content/legal';
import { getSite } from '@/lib/content/site';
import { formatDate } from '@/lib/utils';
import { PageHero } from '@/components/common/page-hero';

import { LegalText } from './legal-text';

export type LegalDocumentProps = { page: LegalPage };

/**
 * One legal page: its hero, a table of contents and the numbered sections. The title and the
 * headings are legal text too ({club} and the rest), drawn as plain words: no link in a heading.
 */
export function LegalDocument({ page }: LegalDocumentProps) {
  const site = getSite();
  const fill = (text: string) => <LegalText text={text} site={site} />;
  const plain = (text: string) => legalPlainText(text, legalValues(site));
  return (
    <>
      <PageHero eyebrow="Legal" title={plain(page.title)} description={fill(page.summary)}>
        <p className="mt-4 text-sm text-primary-muted">
          Last updated <time dateTime={page.updated}>{formatDate(page.updated)}</time>
        </p>
      </PageHero>
      <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-10 px-4 py-12 break-words sm:px-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:py-16">
        <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="mb-3 text-sm font-semibold tracking-widest text-accent-strong uppercase">
            On this page
          </h2>
          <ol className="flex flex-col">
            {page.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-flex min-h-11 items-center text-muted-foreground hover:text-foreground"
                >
                  {plain(section.heading)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="flex max-w-prose flex-col gap-10">
          {page.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={legalHeadingId(section.id)}
              className="scroll-mt-24"
            >
              <h2
                id={legalHeadingId(section.id)}
                className="mb-4 text-2xl font-extrabold sm:text-3xl"
              >
                {plain(section.heading)}
              </h2>
              <div className="flex flex-col gap-4 leading-relaxed">
                {section.blocks.map((block, index) =>
                  typeof block === 'string' ? (
                    <p key={index}>{fill(block)}</p>
                  ) : (
                    <ul
                      key={index}
                      className="flex list-disc flex-col gap-2 pl-6 marker:text-accent-strong"
                    >
                      {block.map((item) => (
                        <li key={item}>{fill(item)}</li>
                      ))}
                    </ul>
                  ),
                )}
              </div>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
