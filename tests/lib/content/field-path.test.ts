/** @jest-environment node */
import { fieldPath, itemOf, pathOfField } from '@/lib/content/field-path';

describe("a field's path in messages", () => {
  it('counts list items from 1, as entries and the content manager do', () => {
    expect(fieldPath(['social', 1, 'network'])).toBe('social #2.network');
    expect(fieldPath(['sections', 0, 'blocks', 2, 'items', 0])).toBe(
      'sections #1.blocks #3.items #1',
    );
    expect(fieldPath(['registration', 'formLink'])).toBe('registration.formLink');
    expect(fieldPath([0, 'id'])).toBe('#1.id');
    expect(fieldPath([])).toBe('');
    expect(itemOf('tiers', 3)).toBe('tiers #4');
  });

  it('reads back as the path it was made from', () => {
    for (const path of [
      ['social', 1, 'network'],
      ['sections', 0, 'blocks', 11, 'text'],
      ['eventIds', 8],
      ['rounds', 1],
      [2, 'name'],
      ['startsAt'],
      [],
    ]) {
      expect(pathOfField(fieldPath(path))).toEqual(path);
    }
  });
});
