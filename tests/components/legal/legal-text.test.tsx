import { render, screen } from '@testing-library/react';

import type { Site } from '@/lib/content/site';
import { LegalText } from '@/components/legal/legal-text';

const site = {
  name: 'Example Club',
  institute: 'Example Institute',
  contact: { email: 'club@example.org' },
} as Site;

describe('LegalText', () => {
  it('fills placeholders and draws links, code and the email address', () => {
    render(
      <p>
        <LegalText
          text="{club} at {institute}: see [our {club} page](/about/), [the law](https://law.example/), `team-sportivo:draft` or write to {email}."
          site={site}
        />
      </p>,
    );
    expect(screen.getByRole('paragraph')).toHaveTextContent(
      'Example Club at Example Institute: see our Example Club page, the law, team-sportivo:draft or write to club@example.org.',
    );
    expect(screen.getByRole('link', { name: 'our Example Club page' })).toHaveAttribute(
      'href',
      // next/link outside the app drops the trailing slash the site's config adds.
      expect.stringMatching(/^\/about\/?$/),
    );
    const outside = screen.getByRole('link', { name: 'the law' });
    expect(outside).toHaveAttribute('href', 'https://law.example/');
    expect(outside).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'club@example.org' })).toHaveAttribute(
      'href',
      'mailto:club@example.org',
    );
    expect(screen.getByText('team-sportivo:draft').tagName).toBe('CODE');
  });

  it('draws a link to an address the build refuses as its words only', () => {
    render(
      <p>
        <LegalText
          text="`[a](/x`[click](//attacker.example/phish) and [b](http://x.example)"
          site={site}
        />
      </p>,
    );
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.getByRole('paragraph')).toHaveTextContent('[a](/xclick and b');
  });
});
