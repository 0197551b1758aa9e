/** @jest-environment node */
import type { ContentFile } from '@/lib/content/parse';
import { getAllEvents } from '@/lib/events/content';
import { getDraws, parseDraws, readDrawFiles } from '@/lib/events/draw/load';

import { contentErrorOf } from '../../content/content-error';

const entrants = ['Red Lions', 'Blue Sharks', 'Green Hawks', 'Gold Foxes', 'Grey Wolves'];
const file = (data: Record<string, unknown>, id = 'futsal'): ContentFile => ({
  file: `content/draws/${id}.json`,
  data: { entrants: entrants.join('\n'), ...data },
});
const errorOf = (files: ContentFile[]) => contentErrorOf(() => parseDraws(files, ['futsal']));

describe('content/draws/', () => {
  it('holds one valid draw per knockout event, named after the event', () => {
    const ids = new Set(getAllEvents().map((event) => event.id));
    const draws = getDraws();
    expect(draws).toHaveLength(readDrawFiles().length);
    for (const draw of draws) expect(ids.has(draw.eventId)).toBe(true);
  });
});

describe('parseDraws', () => {
  it('works out the bracket and the schedule of a file', () => {
    const [draw] = parseDraws(
      [
        file({
          rounds: [
            { startsAt: '2025-04-08T09:00:00+05:30', courts: ['Court 1'], matchMinutes: 30 },
          ],
          results: [
            { match: 'r1-m2: Gold Foxes v Grey Wolves', winner: 'Grey Wolves', score: '3-2' },
          ],
        }),
      ],
      ['futsal'],
    );
    expect(draw).toMatchObject({ eventId: 'futsal', size: 8, under18: false });
    expect(draw!.rounds[0]![1]).toMatchObject({
      startsAt: '2025-04-08T09:00:00+05:30',
      court: 'Court 1',
      winner: { name: 'Grey Wolves', seed: 5 },
      result: { score: '3-2', walkover: false },
    });
    expect(draw!.rounds[1]![0]!.sides.map((side) => side?.name)).toEqual([
      'Red Lions',
      'Grey Wolves',
    ]);
  });

  it("takes the event the CMS writes in a draw when it is the file's own", () => {
    expect(parseDraws([file({ event: 'futsal' })], ['futsal'])).toHaveLength(1);
  });

  it('refuses a draw whose event is not its file name, saying which draw to edit', () => {
    const ids = ['futsal', 'chess'];
    // Made in the CMS for an event that had a draw: Decap named the copy futsal-1.json.
    const copy = contentErrorOf(() =>
      parseDraws([file({}), file({ event: 'futsal' }, 'futsal-1')], ['futsal']),
    );
    expect(copy).toContain(
      'content/draws/futsal-1.json: field "event": is "futsal", but the file is named after "futsal-1": "futsal" already has a draw, content/draws/futsal.json: edit that one and delete this file',
    );
    const moved = contentErrorOf(() => parseDraws([file({ event: 'chess' })], ids));
    expect(moved).toContain(
      'content/draws/futsal.json: field "event": is "chess", but the file is named after "futsal": a draw belongs to the event it is named after; to move it, create it again for "chess" and delete this file',
    );
  });

  it("says what is wrong with a round's or a match's time as an event's", () => {
    const message = errorOf([
      file({
        rounds: [{ startsAt: '2025-02-30T09:00:00+05:30', courts: ['Court 1'], matchMinutes: 30 }],
        fixedSlots: [{ match: 'r1-m2', startsAt: '2025-04-09T14:00+05:30', court: 'Court 1' }],
      }),
    ]);
    expect(message).toContain(
      'content/draws/futsal.json: field "rounds #1.startsAt": February 2025 has no day 30',
    );
    expect(message).toContain(
      'content/draws/futsal.json: field "fixedSlots #1.startsAt": needs the seconds: write 2025-04-09T14:00:00+05:30',
    );
  });

  it('names the file, the result, the match and the field of a wrong winner', () => {
    const message = errorOf([
      file({ results: [{ match: 'r1-m2: Gold Foxes v Grey Wolves', winner: 'Red Lions' }] }),
    ]);
    expect(message).toContain(
      'content/draws/futsal.json: result 1, match r1-m2: field "winner": "Red Lions" is not in this match: the winner must be "Gold Foxes" or "Grey Wolves"',
    );
  });

  it('names a result recorded before its entrants are known', () => {
    const message = errorOf([
      file({ results: [{ match: 'r2-m1: Red Lions v Grey Wolves', winner: 'Red Lions' }] }),
    ]);
    expect(message).toContain(
      'content/draws/futsal.json: result 1, match r2-m1: field "winner": the entrants of r2-m1 are not known yet: record the result of r1-m2 first (if an entrant was just added, it turned a bye into a match: put the list back, the draw is fixed once it has results)',
    );
  });

  it('names the match of a result the schema refuses', () => {
    const message = errorOf([
      file({
        results: [
          {
            match: 'r1-m2: Gold Foxes v Grey Wolves',
            winner: 'Grey Wolves',
            walkover: true,
            score: '1-0',
          },
        ],
      }),
    ]);
    expect(message).toContain(
      'content/draws/futsal.json: result 1, match r1-m2: field "score": a walkover has no score',
    );
  });

  it('refuses a draw of an unknown event, a repeated entrant and a plan for too many rounds', () => {
    expect(errorOf([file({}, 'golf')])).toContain(
      'content/draws/golf.json: there is no event "golf"',
    );
    expect(errorOf([file({ entrants: 'A\nB\nA' })])).toContain(
      'content/draws/futsal.json: field "entrants": line 3: "A" is listed twice',
    );
    // Whatever its capitals and spaces; the line counted as the organiser sees it, blank or not.
    expect(errorOf([file({ entrants: 'Red Lions\n\nBlue Sharks\n\nred  lions' })])).toContain(
      'field "entrants": line 5: "red  lions" is "Red Lions" of line 1 again',
    );
    // Or an accent typed as one character or two (the same name: listed twice), a straight or
    // a curly apostrophe.
    expect(errorOf([file({ entrants: 'José FC\nJose\u0301 FC\nO’Brien XI' })])).toContain(
      'field "entrants": line 2: "José FC" is listed twice',
    );
    expect(errorOf([file({ entrants: "O'Brien XI\nBlue Sharks\nO’Brien XI" })])).toContain(
      'field "entrants": line 3: "O’Brien XI" is "O\'Brien XI" of line 1 again',
    );
    const plan = { startsAt: '2025-04-08T09:00:00+05:30', courts: ['Court 1'], matchMinutes: 30 };
    expect(errorOf([file({ rounds: [plan, plan, plan, plan] })])).toContain(
      'field "rounds": plans 4 rounds, but 5 entrants play 3',
    );
  });

  it("names entrants in characters the share picture can draw (a champion's is on it)", () => {
    expect(errorOf([file({ entrants: 'Asha K.\nঅর্ক দল' })])).toContain(
      'content/draws/futsal.json: field "entrants": line 2: "অর্ক দল" has characters the share picture cannot draw',
    );
  });

  it('publishes the entrants of an under-18 event by first name and initial only', () => {
    const message = errorOf([file({ under18: true, entrants: 'Asha K.\nRohan Banerjee' })]);
    expect(message).toContain(
      'field "entrants": line 2: "Rohan Banerjee": the entrants are under 18, so write a first name and initial only',
    );
    expect(
      parseDraws([file({ under18: true, entrants: 'Asha K.\nRohan B.' })], ['futsal']),
    ).toHaveLength(1);
  });

  it('refuses a hand-placed slot for a bye or a match that does not exist', () => {
    const slot = (match: string) => ({
      match,
      startsAt: '2025-04-08T09:00:00+05:30',
      court: 'Court 9',
    });
    const message = errorOf([file({ fixedSlots: [slot('r1-m1'), slot('r4-m1')] })]);
    expect(message).toContain('field "fixedSlots #1.match": r1-m1 is a bye, not played');
    expect(message).toContain('field "fixedSlots #2.match": there is no match r4-m1 in this draw');
  });

  it('refuses a match timed before a match it waits on is over, through a round with no times', () => {
    const plan = (startsAt: string, matchMinutes = 30, courts = ['Court 1']) => ({
      startsAt: `2025-04-08T${startsAt}:00+05:30`,
      courts,
      matchMinutes,
    });
    const eight = [...entrants, 'Black Bears', 'White Owls', 'Pink Cranes'].join('\n');
    // Round 2 a minute after round 1 began on other courts: its players are still playing.
    expect(
      errorOf([
        file({
          entrants: eight,
          rounds: [
            plan('09:00', 60, ['Court A', 'Court B', 'Court C', 'Court D']),
            plan('09:01', 30, ['Court E', 'Court F']),
          ],
        }),
      ]),
    ).toContain(
      'field "rounds #2": r2-m1 starts April 8, 2025, 9:01 AM, before r1-m1 (April 8, 2025, 9:00 AM, 60 minutes) is over, whose winner plays it (and 1 more)',
    );
    // The final placed by hand while round 1 is played, round 2 not yet timed.
    expect(
      errorOf([
        file({
          entrants: eight,
          rounds: [plan('09:00', 60)],
          fixedSlots: [{ match: 'r3-m1', startsAt: '2025-04-08T09:30:00+05:30', court: 'Centre' }],
        }),
      ]),
    ).toContain(
      'field "fixedSlots #1.startsAt": r3-m1 starts April 8, 2025, 9:30 AM, before r1-m4 (April 8, 2025, 12:00 PM, 60 minutes) is over, on whose winner it waits',
    );
    // Once round 1 is over (1 PM), the final is taken.
    expect(() =>
      parseDraws(
        [
          file({
            entrants: eight,
            rounds: [plan('09:00', 60)],
            fixedSlots: [
              { match: 'r3-m1', startsAt: '2025-04-08T13:00:00+05:30', court: 'Centre' },
            ],
          }),
        ],
        ['futsal'],
      ),
    ).not.toThrow();
  });

  it('refuses a match timed no later than a match whose winner plays it', () => {
    const plan = (startsAt: string, matchMinutes = 30) => ({
      startsAt: `2025-04-08T${startsAt}:00+05:30`,
      courts: ['Court 1'],
      matchMinutes,
    });
    // The final placed by hand at 9:10, before its semi-finals (10:00 and 10:30): the message
    // names the one that ends last, so it says from when the final can be played.
    expect(
      errorOf([
        file({
          rounds: [plan('09:00'), plan('10:00')],
          fixedSlots: [{ match: 'r3-m1', startsAt: '2025-04-08T09:10:00+05:30', court: 'C' }],
        }),
      ]),
    ).toContain(
      'content/draws/futsal.json: field "fixedSlots #1.startsAt": r3-m1 starts April 8, 2025, 9:10 AM, before r2-m2 (April 8, 2025, 10:30 AM, 30 minutes) is over, whose winner plays it: a match starts once those before it are over',
    );
    // Eight entrants, round 1 on one court an hour a match (9 to 12): round 2 at 9:30 puts
    // both its matches before one they follow, said once for the round's plan.
    const eight = [...entrants, 'Black Bears', 'White Owls', 'Pink Cranes'].join('\n');
    const message = errorOf([
      file({ entrants: eight, rounds: [plan('09:00', 60), plan('09:30')] }),
    ]);
    expect(message).toContain(
      'field "rounds #2": r2-m1 starts April 8, 2025, 9:30 AM, before r1-m2 (April 8, 2025, 10:00 AM, 60 minutes) is over, whose winner plays it (and 1 more): ',
    );
    expect(message.match(/is over, whose winner/g)).toHaveLength(1);
    // Round 2 once the last of round 1 (12 to 1) is over is taken.
    expect(() =>
      parseDraws(
        [file({ entrants: eight, rounds: [plan('09:00', 60), plan('13:00')] })],
        ['futsal'],
      ),
    ).not.toThrow();
    // At 12:30 its matches follow theirs, but the court is still taken.
    expect(
      errorOf([file({ entrants: eight, rounds: [plan('09:00', 60), plan('12:30')] })]),
    ).toContain(
      'field "rounds #2": r2-m1 (April 8, 2025, 12:30 PM) is on Court 1 while r1-m4 (April 8, 2025, 12:00 PM) is played there: give it another court or time',
    );
  });

  it('refuses a match placed by hand on a court while another is played there', () => {
    const plan = (startsAt: string) => ({
      startsAt: `2025-04-08T${startsAt}:00+05:30`,
      courts: ['Court 1'],
      matchMinutes: 30,
    });
    const placed = (court: string) =>
      file({
        rounds: [plan('09:00'), plan('10:00')],
        fixedSlots: [{ match: 'r2-m2', startsAt: '2025-04-08T10:10:00+05:30', court }],
      });
    expect(errorOf([placed('Court 1')])).toContain(
      'content/draws/futsal.json: field "fixedSlots #1.startsAt": r2-m2 (April 8, 2025, 10:10 AM) is on Court 1 while r2-m1 (April 8, 2025, 10:00 AM) is played there: give it another court or time',
    );
    expect(() => parseDraws([placed('Court 2')], ['futsal'])).not.toThrow();
    // Typed by hand with other capitals or spaces, it is the same court.
    expect(errorOf([placed(' court  1')])).toContain(
      'field "fixedSlots #1.startsAt": r2-m2 (April 8, 2025, 10:10 AM) is on court  1 while r2-m1',
    );
  });

  describe("against the event's dates", () => {
    // The event runs April 8-10, 2025, 9 AM to 9 PM.
    const spans = new Map([
      ['futsal', { startsAt: '2025-04-08T09:00:00+05:30', endsAt: '2025-04-10T21:00:00+05:30' }],
    ]);
    const round = (startsAt: string) => ({ startsAt, courts: ['Court 1'], matchMinutes: 30 });
    const spanErrorOf = (data: Record<string, unknown>) =>
      contentErrorOf(() => parseDraws([file(data)], ['futsal'], spans));

    it('takes rounds and hand-placed matches within the event, in order', () => {
      const [draw] = parseDraws(
        [
          file({
            rounds: [round('2025-04-08T09:00:00+05:30'), round('2025-04-10T18:00:00+05:30')],
            fixedSlots: [{ match: 'r1-m2', startsAt: '2025-04-09T10:00:00+05:30', court: 'C' }],
          }),
        ],
        ['futsal'],
        spans,
      );
      expect(draw!.rounds[0]![1]).toMatchObject({ startsAt: '2025-04-09T10:00:00+05:30' });
    });

    it('refuses a round dated outside the event, which would hide its results', () => {
      // A week late: on April 10 the semi-finals' results would not show, nor the champion.
      const message = spanErrorOf({
        rounds: [round('2025-04-08T09:00:00+05:30'), round('2025-04-17T10:00:00+05:30')],
      });
      expect(message).toContain(
        'content/draws/futsal.json: field "rounds #2.startsAt": starts April 17, 2025, 10:00 AM, outside the event (April 8, 2025, 9:00 AM to April 10, 2025, 9:00 PM, content/events/futsal.json)',
      );
      // Last year's file, copied: before the event. At its very end nothing can start either.
      expect(spanErrorOf({ rounds: [round('2024-04-08T09:00:00+05:30')] })).toContain(
        'field "rounds #1.startsAt": starts April 8, 2024, 9:00 AM, outside the event',
      );
      expect(spanErrorOf({ rounds: [round('2025-04-10T21:00:00+05:30')] })).toContain(
        'field "rounds #1.startsAt": starts April 10, 2025, 9:00 PM, outside the event',
      );
    });

    it('refuses a round that starts in time but whose last matches start after the event', () => {
      // Round 2's two matches on one court: 8:40 PM and 9:10 PM, after the event's 9 PM end.
      const message = spanErrorOf({
        rounds: [round('2025-04-10T20:00:00+05:30'), round('2025-04-10T20:40:00+05:30')],
      });
      expect(message).toContain(
        'content/draws/futsal.json: field "rounds #2": round 2\'s last matches start April 10, 2025, 9:10 PM, after the event (April 8, 2025, 9:00 AM to April 10, 2025, 9:00 PM, content/events/futsal.json)',
      );
      expect(message).not.toContain('"rounds.0');
      expect(message).not.toContain('"rounds #2.startsAt"');
      // With a second court both start at 8:40 PM.
      expect(() =>
        parseDraws(
          [
            file({
              rounds: [
                round('2025-04-10T20:00:00+05:30'),
                { ...round('2025-04-10T20:40:00+05:30'), courts: ['Court 1', 'Court 2'] },
              ],
            }),
          ],
          ['futsal'],
          spans,
        ),
      ).not.toThrow();
    });

    it('refuses a match in the night between two of its days, when the event page says it is closed', () => {
      // April 8: round 2's two matches on one court at 8:40 PM and 9:10 PM; play ends at 9 PM
      // each day, so the second would be "Next:" while the page says day 2 starts at 9 AM.
      const message = spanErrorOf({
        rounds: [round('2025-04-08T20:00:00+05:30'), round('2025-04-08T20:40:00+05:30')],
      });
      expect(message).toContain(
        'content/draws/futsal.json: field "rounds #2": round 2\'s matches from April 8, 2025, 9:10 PM start after that day\'s play (9:00 AM to 9:00 PM each day, content/events/futsal.json)',
      );
      expect(message).not.toContain('"rounds.0');
      // A round, or a match placed by hand, dated in the night.
      expect(spanErrorOf({ rounds: [round('2025-04-08T22:00:00+05:30')] })).toContain(
        'content/draws/futsal.json: field "rounds #1.startsAt": starts April 8, 2025, 10:00 PM, outside the event\'s hours (9:00 AM to 9:00 PM each day, content/events/futsal.json)',
      );
      expect(
        spanErrorOf({
          fixedSlots: [{ match: 'r1-m2', startsAt: '2025-04-09T07:00:00+05:30', court: 'C' }],
        }),
      ).toContain(
        'field "fixedSlots #1.startsAt": starts April 9, 2025, 7:00 AM, outside the event\'s hours',
      );
      // Its late match placed by hand the next morning: taken.
      expect(() =>
        parseDraws(
          [
            file({
              rounds: [round('2025-04-08T20:00:00+05:30'), round('2025-04-08T20:40:00+05:30')],
              fixedSlots: [
                { match: 'r2-m2', startsAt: '2025-04-09T09:00:00+05:30', court: 'Court 1' },
              ],
            }),
          ],
          ['futsal'],
          spans,
        ),
      ).not.toThrow();
    });

    it('refuses rounds out of order and a match placed by hand twice or outside the event', () => {
      expect(
        spanErrorOf({
          rounds: [round('2025-04-09T09:00:00+05:30'), round('2025-04-08T14:00:00+05:30')],
        }),
      ).toContain(
        'field "rounds #2.startsAt": round 2 starts April 8, 2025, 2:00 PM, before round 1 (April 9, 2025, 9:00 AM)',
      );
      const slot = (startsAt: string) => ({ match: 'r1-m2', startsAt, court: 'Court 9' });
      const message = spanErrorOf({
        fixedSlots: [slot('2025-04-08T10:00:00+05:30'), slot('2025-04-11T10:00:00+05:30')],
      });
      expect(message).toContain('field "fixedSlots #2.match": r1-m2 is placed by hand twice');
      expect(message).toContain(
        'field "fixedSlots #2.startsAt": starts April 11, 2025, 10:00 AM, outside the event',
      );
      expect(message).not.toContain('fixedSlots.0');
      // Order and doubles are refused whether or not the event's dates are known.
      const withoutSpans = errorOf([
        file({
          rounds: [round('2025-04-09T09:00:00+05:30'), round('2025-04-08T14:00:00+05:30')],
          fixedSlots: [slot('2025-04-08T10:00:00+05:30'), slot('2025-04-11T10:00:00+05:30')],
        }),
      ]);
      expect(withoutSpans).toContain('field "rounds #2.startsAt": round 2 starts');
      expect(withoutSpans).toContain('field "fixedSlots #2.match": r1-m2 is placed by hand twice');
      expect(withoutSpans).not.toContain('outside the event');
    });
  });
});
