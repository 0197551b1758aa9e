import { render, screen, within } from '@testing-library/react';

import type { LegalPage } from '@/lib/content/legal';
import { getSite } from '@/lib/content/site';
import { LegalDocument } from '@/components/legal/legal-document';

// The test's own page: its title and a heading use placeholders, as the schema lets them.
const page: LegalPage = {
  slug: 'privacy',
  title: 'Privacy at {club}',
  summary: 'What {club} keeps.',
  updated: '2026-11-20',
  sections: [
    { id: 'who', heading: 'Who {club} is, at {institute}', blocks: ['Write to {email}.'] },
    { id: 'links', heading: 'Read [the law](https://law.example/)', blocks: ['Nothing else.'] },
  ],
};

describe('LegalDocument', () => {
  it('fills placeholders in the title and headings, and draws a link there as its words', () => {
    const { name, institute } = getSite();
    render(<LegalDocument page={page} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`Privacy at ${name}`);
    const headings = screen.getAllByRole('heading', { level: 2 }).slice(1);
    expect(headings.map((heading) => heading.textContent)).toEqual([
      `Who ${name} is, at ${institute}`,
      'Read the law',
    ]);
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    expect(
      within(toc)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([`Who ${name} is, at ${institute}`, 'Read the law']);
  });
});
