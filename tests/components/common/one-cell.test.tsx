import { render } from '@testing-library/react';

import { OneCell } from '@/components/common/one-cell';

/** Each version's tag and text, and whether it is seen, read and focusable (all or none). */
function readVersions(box: Element) {
  return [...box.children].map((version) => {
    const hidden = [
      version.classList.contains('invisible'),
      version.getAttribute('aria-hidden') === 'true',
      version.hasAttribute('inert'),
    ];
    expect(new Set(hidden).size).toBe(1);
    return [version.tagName, version.textContent, !hidden[0]];
  });
}

describe('OneCell', () => {
  it('lays out every version in one grid cell, only the shown one seen and read', () => {
    const { container, rerender } = render(
      <OneCell
        data-testid="box"
        versions={[
          'Short',
          <a key="link" href="/x/">
            A longer line
          </a>,
        ]}
        shown={0}
      />,
    );
    const box = container.firstElementChild!;
    expect(box.tagName).toBe('DIV');
    expect(box.className).toBe('grid');
    expect(box.getAttribute('data-testid')).toBe('box');
    expect(readVersions(box)).toEqual([
      ['DIV', 'Short', true],
      ['DIV', 'A longer line', false],
    ]);
    for (const version of box.children) {
      expect(version.className).toContain('col-start-1 row-start-1');
    }

    rerender(
      <OneCell
        data-testid="box"
        versions={[
          'Short',
          <a key="link" href="/x/">
            A longer line
          </a>,
        ]}
        shown={1}
      />,
    );
    expect(readVersions(box)).toEqual([
      ['DIV', 'Short', false],
      ['DIV', 'A longer line', true],
    ]);
  });

  it('is made of spans where it sits in a line of text, keeping its own classes', () => {
    const { container } = render(
      <p>
        <OneCell
          as="span"
          className="text-sm"
          versions={['3 events', '3 events, 1 past']}
          shown={0}
        />
      </p>,
    );
    const box = container.querySelector('p > span')!;
    expect(box.className).toBe('grid text-sm');
    expect(readVersions(box)).toEqual([
      ['SPAN', '3 events', true],
      ['SPAN', '3 events, 1 past', false],
    ]);
  });
});
