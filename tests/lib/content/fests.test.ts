/** @jest-environment node */
import { getFest, getFestEvents, getFests, parseFests } from '@/lib/content/fests';
import festsFile from '@/content/fests.json';


import { contentErrorOf } from './content-error';

const contentFests = festsFile.fests;

function withChange(id: string, change: (fest: Record<string, unknown>) => void): unknown[] {
  return contentFests.map((fest) => {
    const copy = structuredClone(fest) as unknown as Record<string, unknown>;
    if (fest.id === id) change(copy);
    return copy;
  });
}

const errorOf = (entries: unknown): string => contentErrorOf(() => parseFests(entries));

describe('content/fests.json', () => {
  it('holds the two fests of the spec, with their kinds and sports', () => {
    expect(getFests().map((fest) => [fest.id, fest.kind])).toEqual([
      ['xaplotes', 'intra'],
      ['vibgyor', 'inter'],
    ]);
    expect(getFest('xaplotes').frequency).toBe('Twice a year');
    expect(getFest('xaplotes').sports).toEqual([
      'Football',
      'Cricket',
      'Shuttle Cup',
      'Chess',
      'Table Tennis',
    ]);
    expect(getFest('vibgyor').sports).toEqual([
      'Football',
      'Cricket',
      'Chess',
      'Table Tennis',
      'Badminton',
      'Tug-of-War',
      'Volleyball',
      'Carrom',
      'Dart Throwing',
    ]);
    expect(getFest('vibgyor').featuredSports.map((sport) => sport.name)).toEqual([
      'Football',
      'Cricket',
      'Badminton',
      'Chess',
      'Table Tennis',
      'Volleyball',
      'Kabaddi',
    ]);
  });

  it('hands each fest its events, earliest first', () => {
    const vibgyor = getFestEvents(getFest('vibgyor'));
    expect(vibgyor.map((event) => event.id).sort()).toEqual(
      [...getFest('vibgyor').eventIds].sort(),
    );
    const starts = vibgyor.map((event) => Date.parse(event.startsAt));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(getFestEvents(getFest('xaplotes')).map((event) => event.id)).not.toContain('chess-u9');
  });

  it('names the file, the fest and the field of an unknown event id', () => {
    const message = errorOf(
      withChange('vibgyor', (fest) => (fest.eventIds = ['cricket', 'quidditch'])),
    );
    expect(message).toContain('content/fests.json');
    expect(message).toContain('fest "vibgyor": field "eventIds.1"');
    expect(message).toContain('unknown event id "quidditch"');
  });

  it('checks event ids against the events it is given', () => {
    expect(() => parseFests(contentFests, ['cricket'])).toThrow(
      /fest "xaplotes": field "eventIds.1"/,
    );
  });

  it('rejects an unknown kind, a repeated sport and a missing fest', () => {
    expect(errorOf(withChange('xaplotes', (fest) => (fest.kind = 'national')))).toContain(
      'fest "xaplotes": field "kind"',
    );
    expect(errorOf(withChange('xaplotes', (fest) => (fest.sports = ['Chess', 'Chess'])))).toContain(
      'fest "xaplotes": field "sports"',
    );
    expect(errorOf(contentFests.filter((fest) => fest.id !== 'vibgyor'))).toContain(
      'fest list: missing the fest "vibgyor"',
    );
  });
});
