import { render } from '@testing-library/react';

import { OneCell } from '@/components/common/one-cell';

import { readCell } from '../../support/shown';

/** A short version and a longer one holding a link. */
function Box({ shown }: { shown: number }) {
  return (
    <OneCell
      data-testid="box"
      versions={[
        'Short',
        <a key="link" href="/x/">
          A longer line
        </a>,
      ]}
      shown={shown}
    />
  );
}

describe('OneCell', () => {
  it('lays out every version in one grid cell, only the shown one seen and read', () => {
    const { container, rerender } = render(<Box shown={0} />);
    const box = container.firstElementChild!;
    expect(box.tagName).toBe('DIV');
    expect(box.className).toBe('grid');
    expect(box.getAttribute('data-testid')).toBe('box');
    expect(readCell(box)).toEqual([
      ['DIV', 'Short', true],
      ['DIV', 'A longer line', false],
    ]);
    for (const version of box.children) {
      expect(version.className).toContain('col-start-1 row-start-1');
    }

    rerender(<Box shown={1} />);
    expect(readCell(box)).toEqual([
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
    expect(readCell(box)).toEqual([
      ['SPAN', '3 events', true],
      ['SPAN', '3 events, 1 past', false],
    ]);
  });
});
