import { createElement, useState, type ComponentType } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromJS, type List } from 'immutable';

import { drawFields, type CmsDraw } from '@/lib/cms/draws';
import {
  keptNote,
  resultsControlSpec,
  savedNote,
  type ControlProps,
} from '@/lib/cms/results-control';
import { drawsAsOpened, keptNotices, mergeResults, touchedResults } from '@/lib/cms/results-merge';
import {
  changeResult,
  matchSides,
  readResults,
  resultGap,
  RESULTS_WIDGET,
  resultsFieldSettings,
  resultSummary,
  withCurrent,
} from '@/lib/cms/results-widget';
import { buildBracket, matchLabel } from '@/lib/events/draw/bracket';
import type { DrawResult } from '@/lib/events/draw/types';

// The results editor's list of results (lib/cms/results-control.ts), built as Decap builds it:
// with React's createElement (Decap's window.h) and create-react-class (window.createClass),
// its value an Immutable List as Decap holds a draw's results.

const createClass =
  jest.requireActual<(spec: object) => ComponentType<ControlProps>>('create-react-class');
const ResultsControl = createClass(
  resultsControlSpec(createElement as never, (value) => fromJS(value)),
);

// A draw of the test's own, as getCmsDraws offers it: r1-m1 played, the rest to play.
const ENTRANTS = ['Example Ants', 'Example Bees', 'Example Crows', 'Example Doves'];
const PLAYED: DrawResult[] = [
  { match: 'r1-m1: Example Ants v Example Doves', winner: 'Example Ants', walkover: false },
];
const { rounds } = buildBracket(ENTRANTS, PLAYED);
const draw: CmsDraw = {
  eventId: 'cup',
  label: 'Cup',
  matches: rounds
    .flat()
    .filter((match) => match.sides[0] && match.sides[1])
    .map((match) => ({ label: matchLabel(match), value: matchLabel(match) })),
  entrants: ENTRANTS,
};
const field = drawFields(draw).find((each) => each.name === 'results')!;

type Saved = Record<string, unknown>[];

/** The control in a form that keeps what it saves, as Decap's editor does. */
function renderControl(
  initial: Saved,
  onSave = jest.fn<void, [Saved]>(),
  Control: ComponentType<ControlProps> = ResultsControl,
  results = field,
) {
  let control: { isValid(): unknown } | null = null;
  function Form() {
    const [value, setValue] = useState<List<unknown>>(fromJS(initial) as List<unknown>);
    return createElement(Control, {
      value,
      entry: { get: () => 'content/draws/cup.json' },
      field: fromJS(results) as never,
      forID: 'results-field',
      onChange: (next: unknown) => {
        onSave((next as List<unknown>).toJS() as Saved);
        setValue(next as List<unknown>);
      },
      setActiveStyle: () => {},
      setInactiveStyle: () => {},
      ref: (instance: unknown) => {
        control = instance as typeof control;
      },
    } as ControlProps);
  }
  render(createElement(Form));
  /** Decap's check on Publish, which may open results (a state change, hence act). */
  const isValid = () => {
    let verdict: unknown;
    act(() => {
      verdict = control!.isValid();
    });
    return verdict;
  };
  return { onSave, isValid };
}

describe('the results widget', () => {
  it('is the results field of the results editor, with the pickers of its draw', () => {
    expect(field.widget).toBe(RESULTS_WIDGET);
    const settings = resultsFieldSettings(field);
    expect(settings.match.options).toEqual(draw.matches);
    expect(settings.winner.entrants).toEqual(ENTRANTS);
    expect(settings.score.label).toBe('Score');
    expect(settings.singular).toBe('Result');
  });

  it('shows each recorded result as one line, with nothing else mounted', () => {
    const results = [
      { match: 'r1-m1: Example Ants v Example Doves', winner: 'Example Ants', score: '3-1' },
      { match: 'r1-m2: Example Bees v Example Crows', winner: 'Example Crows', walkover: true },
    ];
    renderControl(results);
    const lines = screen.getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Result 1r1-m1: Example Ants v Example DovesExample Ants won 3-1×',
      'Result 2r1-m2: Example Bees v Example CrowsExample Crows won by walkover×',
    ]);
    expect(screen.queryAllByRole('combobox')).toEqual([]);
    expect(screen.queryAllByRole('textbox')).toEqual([]);
  });

  it('adds a result at the top: the match, then one of its two entrants, then the score', async () => {
    const user = userEvent.setup();
    const { onSave } = renderControl(PLAYED);
    await user.click(screen.getByRole('button', { name: 'Add result' }));
    const match = screen.getByRole('combobox', { name: 'Match' });
    expect(match).toHaveFocus();
    // Before a match is picked there is no one to pick as the winner.
    expect(screen.queryAllByRole('radio')).toEqual([]);
    await user.selectOptions(match, 'r1-m2: Example Bees v Example Crows');
    const winners = screen.getAllByRole('radio');
    expect(winners.map((radio) => radio.getAttribute('value'))).toEqual([
      'Example Bees',
      'Example Crows',
    ]);
    await user.click(screen.getByRole('radio', { name: 'Example Crows' }));
    await user.type(screen.getByRole('textbox', { name: 'Score' }), '2-0');
    expect(onSave).toHaveBeenLastCalledWith([
      { match: 'r1-m2: Example Bees v Example Crows', winner: 'Example Crows', score: '2-0' },
      // The result already recorded, as it was.
      PLAYED[0],
    ]);
    // Done closes it to its line, and the line has the focus.
    await user.click(screen.getByRole('button', { name: 'Done' }));
    const line = screen.getByRole('button', { name: /^Result 1 r1-m2/ });
    expect(line).toHaveFocus();
    expect(line).toHaveAccessibleName(
      'Result 1 r1-m2: Example Bees v Example Crows Example Crows won 2-0',
    );
    // The next result's picker counts it at once, before any rebuild: nothing left to play.
    await user.click(screen.getByRole('button', { name: 'Add result' }));
    const groups = within(screen.getByRole('combobox', { name: 'Match' })).getAllByRole('group');
    expect(
      groups.map((group) => [
        group.getAttribute('label'),
        within(group)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ]),
    ).toEqual([
      [
        'With a result (open its line to correct it)',
        [
          'r1-m1: Example Ants v Example Doves (result in: Example Ants won)',
          'r1-m2: Example Bees v Example Crows (result in: Example Crows won 2-0)',
        ],
      ],
    ]);
  });

  it('opens a result to change it, and a new match keeps the winner only if they play it', async () => {
    const user = userEvent.setup();
    const { onSave } = renderControl([
      { match: 'r1-m2: Example Bees v Example Crows', winner: 'Example Bees', score: '1-0' },
    ]);
    await user.click(screen.getByRole('button', { name: /^Result 1/ }));
    expect(screen.getByRole('combobox', { name: 'Match' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Example Bees' })).toBeChecked();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Match' }),
      'r1-m1: Example Ants v Example Doves',
    );
    expect(onSave).toHaveBeenLastCalledWith([
      { match: 'r1-m1: Example Ants v Example Doves', winner: '', score: '1-0' },
    ]);
    expect(
      screen.getAllByRole('radio').every((radio) => !(radio as HTMLInputElement).checked),
    ).toBe(true);
    // A walkover ticked is saved; unticked, it is left out of the file as before.
    await user.click(screen.getByRole('checkbox', { name: 'Walkover' }));
    expect(onSave.mock.lastCall![0][0]).toMatchObject({ walkover: true });
    await user.click(screen.getByRole('checkbox', { name: 'Walkover' }));
    expect(onSave.mock.lastCall![0][0]).not.toHaveProperty('walkover');
  });

  it('removes the result whose × is pressed, and nothing else', async () => {
    const user = userEvent.setup();
    const results = [
      { match: 'r1-m2: Example Bees v Example Crows', winner: 'Example Bees' },
      PLAYED[0]!,
    ];
    const { onSave } = renderControl(results);
    await user.click(screen.getByRole('button', { name: 'Remove result 1' }));
    expect(onSave).toHaveBeenLastCalledWith([PLAYED[0]]);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Add result' })).toHaveFocus();
  });

  it('refuses to save a result without its match or winner, and opens it', async () => {
    const user = userEvent.setup();
    const { isValid } = renderControl(PLAYED);
    expect(isValid()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Add result' }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Match' }),
      'r1-m2: Example Bees v Example Crows',
    );
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryAllByRole('combobox')).toEqual([]);
    expect(isValid()).toEqual({
      error: { type: 'CUSTOM', message: 'Result 1 (r1-m2): pick the winner.' },
    });
    expect(screen.getByRole('group', { name: 'Result 1' })).toBeVisible();
  });

  it('keeps a match the draw does not offer, with every entrant to pick the winner from', async () => {
    const user = userEvent.setup();
    const typed = 'r1-m2: Example Bees v Example Crowns';
    renderControl([{ match: typed, winner: '' }]);
    await user.click(screen.getByRole('button', { name: /^Result 1/ }));
    expect(screen.getByRole('combobox', { name: 'Match' })).toHaveValue(typed);
    const winner = screen.getByRole('combobox', { name: 'Winner' });
    expect(
      within(winner)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Pick the winner', ...ENTRANTS]);
  });
});

describe('the results widget, what this phone touched', () => {
  // For the save's merge with what other phones saved meanwhile (lib/cms/results-merge.ts); a
  // page of its own for each test (a tab keeps its record in memory too).
  let touched = touchedResults(sessionStorage);
  let Touching = createClass(
    resultsControlSpec(createElement as never, (value) => fromJS(value), { touched }),
  );
  const path = 'content/draws/cup.json';
  beforeEach(() => {
    sessionStorage.clear();
    touched = touchedResults(sessionStorage);
    Touching = createClass(
      resultsControlSpec(createElement as never, (value) => fromJS(value), { touched }),
    );
  });

  it('notes a result read from the file and removed, or moved to another match', async () => {
    const user = userEvent.setup();
    const stored = [
      { match: 'r1-m2: Example Bees v Example Crows', winner: 'Example Bees', score: '1-0' },
      PLAYED[0]!,
    ];
    renderControl(stored, undefined, Touching);
    await user.click(screen.getByRole('button', { name: 'Remove result 2' }));
    // With what the file had for each match (for a conflict with another phone's change).
    expect(touched.read(path)).toEqual({
      edited: [],
      removed: ['r1-m1'],
      seen: { 'r1-m1': PLAYED[0] },
      sinceOpen: true,
    });
    await user.click(screen.getByRole('button', { name: /^Result 1/ }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Match' }),
      'r1-m1: Example Ants v Example Doves',
    );
    expect(touched.read(path)).toEqual({
      edited: ['r1-m1'],
      removed: ['r1-m1', 'r1-m2'],
      seen: { 'r1-m1': PLAYED[0], 'r1-m2': stored[0] },
      sinceOpen: true,
    });
  });

  it('notes a new result as this phone’s, and its removal as nothing removed', async () => {
    const user = userEvent.setup();
    renderControl([], undefined, Touching);
    await user.click(screen.getByRole('button', { name: 'Add result' }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Match' }),
      'r1-m2: Example Bees v Example Crows',
    );
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Match' }),
      'r1-m1: Example Ants v Example Doves',
    );
    await user.click(screen.getByRole('button', { name: 'Remove result 1' }));
    // Neither match had a result when the draw was opened.
    expect(touched.read(path)).toEqual({
      edited: ['r1-m2', 'r1-m1'],
      removed: [],
      seen: { 'r1-m2': null, 'r1-m1': null },
      sinceOpen: true,
    });
  });

  it('begins a record as the draw opens, or keeps the one left for a form Decap brings back', () => {
    // Begun: a result the form holds that the record does not name came from the file.
    renderControl(PLAYED, undefined, Touching);
    expect(touched.read(path)).toEqual({ edited: [], removed: [], sinceOpen: true });
    // Another tab's record of a correction it did not save is kept as it is, by a new tab.
    const other = { edited: ['r1-m1'], removed: [], seen: { 'r1-m1': PLAYED[0]! } };
    sessionStorage.setItem(`ts-results-touched:${path}`, JSON.stringify(other));
    const newTab = touchedResults(sessionStorage);
    renderControl(
      PLAYED,
      undefined,
      createClass(
        resultsControlSpec(createElement as never, (value) => fromJS(value), { touched: newTab }),
      ),
    );
    expect(newTab.read(path)).toEqual(other);
  });

  it('once the draw is saved, counts a result added on the page as read from the file', async () => {
    const user = userEvent.setup();
    const notices = keptNotices();
    const Saving = createClass(
      resultsControlSpec(createElement as never, (value) => fromJS(value), { touched, notices }),
    );
    renderControl([], undefined, Saving);
    await user.click(screen.getByRole('button', { name: 'Add result' }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Match' }),
      'r1-m2: Example Bees v Example Crows',
    );
    await user.click(screen.getByRole('radio', { name: 'Example Bees' }));
    // Saved (the save begins the record afresh and tells the list), then corrected.
    touched.saved(path);
    const sent = [{ match: 'r1-m2: Example Bees v Example Crows', winner: 'Example Bees' }];
    act(() => notices.set(path, { results: [], fields: [], sent }));
    await user.click(screen.getByRole('radio', { name: 'Example Crows' }));
    expect(touched.read(path)).toEqual({
      edited: ['r1-m2'],
      removed: [],
      seen: {
        'r1-m2': expect.objectContaining({
          match: 'r1-m2: Example Bees v Example Crows',
          winner: 'Example Bees',
        }),
      },
      sinceOpen: true,
    });
  });
});

describe('the results widget, typed in while a save is on its way', () => {
  let touched = touchedResults(sessionStorage);
  const path = 'content/draws/cup.json';
  const A = { match: PLAYED[0]!.match, winner: PLAYED[0]!.winner };
  const other = { match: 'r1-m2: Example Bees v Example Crows', winner: 'Example Bees' };
  beforeEach(() => {
    sessionStorage.clear();
    touched = touchedResults(sessionStorage);
  });

  /** The form as Publish sent it: A; then a correction to A typed before the save lands. */
  async function typedDuringSave() {
    const user = userEvent.setup();
    const notices = keptNotices();
    const Saving = createClass(
      resultsControlSpec(createElement as never, (value) => fromJS(value), { touched, notices }),
    );
    const rendered = renderControl([A], undefined, Saving);
    await user.click(screen.getByRole('button', { name: /^Result 1/ }));
    await user.type(screen.getByRole('textbox', { name: 'Score' }), '3-0');
    const corrected = { ...A, score: '3-0' };
    expect(rendered.onSave).toHaveBeenLastCalledWith([corrected]);
    return { ...rendered, notices, corrected };
  }

  it('keeps it, notes it as this phone’s again, and marks the form unsaved once Decap says saved', async () => {
    const { onSave, notices, corrected } = await typedDuringSave();
    jest.useFakeTimers();
    try {
      // The save lands: its record begins afresh and the list is told (results-check.ts).
      touched.saved(path);
      act(() => notices.set(path, { results: [], fields: [], sent: [A] }));
      // As the file has it now: A, as sent. The next save keeps the correction.
      expect(touched.read(path)).toEqual({
        edited: ['r1-m1'],
        removed: [],
        seen: { 'r1-m1': A },
        sinceOpen: true,
      });
      expect(mergeResults([corrected], [A], touched.read(path)).results).toEqual([corrected]);
      expect(screen.getByRole('textbox', { name: 'Score' })).toHaveValue('3-0');
      // Decap marks the form saved as the save ends: the same results once more, after it,
      // mark it changed again.
      onSave.mockClear();
      expect(screen.getByRole('status')).toHaveTextContent(/^$/);
      act(() => jest.runAllTimers());
      expect(onSave.mock.calls).toEqual([[[corrected]]]);
      // And the list says so, in the status a screen reader reads.
      expect(screen.getByRole('status')).toHaveTextContent(
        'Saved. What was typed while it was saving is not saved yet: Publish again to save it.',
      );
      // The next save, with nothing typed meanwhile, takes it back.
      touched.saved(path);
      act(() => notices.set(path, { results: [], fields: [], sent: [corrected] }));
      act(() => jest.runAllTimers());
      expect(screen.getByRole('status')).toHaveTextContent(/^$/);
    } finally {
      jest.useRealTimers();
    }
  });

  it('joins it to the results another phone saved meanwhile, the open result still open', async () => {
    const { onSave, notices, corrected } = await typedDuringSave();
    touched.saved(path);
    act(() => notices.set(path, { results: [other], fields: [], saved: [A, other], sent: [A] }));
    expect(onSave).toHaveBeenLastCalledWith([corrected, other]);
    const score = screen.getByRole('textbox', { name: 'Score' });
    expect(score).toHaveValue('3-0');
    expect(
      screen.getByRole('button', {
        name: 'Result 2 r1-m2: Example Bees v Example Crows Example Bees won',
      }),
    ).toBeVisible();
    expect(touched.read(path)).toMatchObject({ edited: ['r1-m1'], seen: { 'r1-m1': A } });
    expect(savedNote(keptNote([other]), true)).toBe(
      'Saved, with a result another phone saved meanwhile (r1-m2: Example Bees v Example ' +
        'Crows, Example Bees won), now in this list. What was typed while it was saving is not ' +
        'saved yet: Publish again to save it.',
    );
  });

  it('notes a result removed during the save as removed, with the file’s as seen', async () => {
    const user = userEvent.setup();
    const notices = keptNotices();
    const Saving = createClass(
      resultsControlSpec(createElement as never, (value) => fromJS(value), { touched, notices }),
    );
    const { onSave } = renderControl([other, A], undefined, Saving);
    await user.click(screen.getByRole('button', { name: 'Remove result 2' }));
    touched.saved(path);
    act(() => notices.set(path, { results: [], fields: [], sent: [other, A] }));
    expect(touched.read(path)).toEqual({
      edited: [],
      removed: ['r1-m1'],
      seen: { 'r1-m1': A },
      sinceOpen: true,
    });
    expect(onSave).toHaveBeenLastCalledWith([other]);
  });

  it('changes nothing when nothing was typed: the form is saved as it is', async () => {
    const notices = keptNotices();
    const Saving = createClass(
      resultsControlSpec(createElement as never, (value) => fromJS(value), { touched, notices }),
    );
    const { onSave } = renderControl([A], undefined, Saving);
    jest.useFakeTimers();
    try {
      touched.saved(path);
      act(() => notices.set(path, { results: [], fields: [], sent: [A] }));
      act(() => jest.runAllTimers());
      expect(onSave).not.toHaveBeenCalled();
      expect(touched.read(path)).toEqual({ edited: [], removed: [], sinceOpen: true });
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('the results widget, after a save that kept results from another phone', () => {
  it('shows them and says which, in a status a screen reader reads; nothing on a draw just opened', () => {
    const notices = keptNotices();
    const path = 'content/draws/cup.json';
    notices.set(path, { results: [PLAYED[0]!], fields: [] });
    const Saying = createClass(
      resultsControlSpec(createElement as never, (value) => fromJS(value), { notices }),
    );
    const { onSave } = renderControl(PLAYED, undefined, Saying);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^$/);
    const other = {
      match: 'r1-m2: Example Bees v Example Crows',
      winner: 'Example Bees',
      score: '2-1',
    };
    // Saved with the form's result and one another phone saved meanwhile: the list shows both.
    act(() => notices.set(path, { results: [other], fields: [], saved: [PLAYED[0]!, other] }));
    expect(onSave).toHaveBeenLastCalledWith([PLAYED[0], other]);
    expect(
      screen.getByRole('button', {
        name: 'Result 2 r1-m2: Example Bees v Example Crows Example Bees won 2-1',
      }),
    ).toBeVisible();
    expect(status).toHaveTextContent(
      'Saved, with a result another phone saved meanwhile (r1-m2: Example Bees v Example Crows, Example Bees won 2-1), now in this list.',
    );
    expect(keptNote([PLAYED[0]!, other])).toMatch(/^Saved, with 2 results .*, now in this list\.$/);
    expect(screen.queryByRole('button', { name: 'Open the draw again' })).toBeNull();
    // The draw's other fields, taken from another phone too, show once it is opened again: a
    // button beside the note does it.
    act(() => notices.set(path, { results: [], fields: ['rounds'] }));
    expect(status).toHaveTextContent(
      'Saved, with another phone’s change to the rounds. Open the draw again to see it in this form.',
    );
    expect(screen.getByRole('button', { name: 'Open the draw again' })).toBeVisible();
    expect(keptNote([PLAYED[0]!], ['entrants', 'fixedSlots'])).toBe(
      'Saved, with a result another phone saved meanwhile (r1-m1: Example Ants v Example Doves, ' +
        'Example Ants won), now in this list, and with another phone’s changes to the entrants ' +
        'and the matches placed by hand. Open the draw again to see them in this form.',
    );
  });
});

describe('the results widget, the draw as it opened', () => {
  afterEach(() => jest.useRealTimers());

  it('keeps the draw as the form opened it, through the form Decap opens again for a backup', () => {
    jest.useFakeTimers();
    const opened = drawsAsOpened();
    const Opening = createClass(
      resultsControlSpec(createElement as never, (value) => fromJS(value), { opened }),
    );
    const path = 'content/draws/cup.json';
    const control = (draw: object, key: string) =>
      createElement(Opening, {
        key,
        value: fromJS([]),
        entry: { get: (name: string) => (name === 'path' ? path : fromJS(draw)) },
        field: fromJS(field) as never,
        forID: 'results-field',
        onChange: () => {},
        setActiveStyle: () => {},
        setInactiveStyle: () => {},
      } as ControlProps);
    // The file as Decap loaded it; then OK on the backup question opens the form again.
    const { rerender, unmount } = render(control({ entrants: 'as in the file' }, 'loaded'));
    rerender(control({ entrants: 'as in the backup' }, 'backup'));
    jest.runAllTimers();
    expect(opened.get(path)).toEqual({ entrants: 'as in the file' });
    // Closed (back to the list): opened afresh next time.
    unmount();
    jest.runAllTimers();
    expect(opened.get(path)).toBeUndefined();
  });
});

describe('the results widget, for a draw that did not load', () => {
  it('takes the match, the winner and the score as typed', async () => {
    const user = userEvent.setup();
    const typed = drawFields().find((each) => each.name === 'results')!;
    const { onSave } = renderControl([], undefined, ResultsControl, typed);
    await user.click(screen.getByRole('button', { name: 'Add result' }));
    expect(screen.queryAllByRole('combobox')).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: 'Match' }), 'r1-m1: A v B');
    await user.type(screen.getByRole('textbox', { name: 'Winner' }), 'A');
    await user.type(screen.getByRole('textbox', { name: 'Score' }), '2-0');
    expect(onSave).toHaveBeenLastCalledWith([{ match: 'r1-m1: A v B', winner: 'A', score: '2-0' }]);
  });
});

describe('the results widget, its rules', () => {
  it('reads a match as the two entrants it names, when they are the draw’s', () => {
    expect(matchSides('r2-m1: Example Ants v Example Bees', ENTRANTS)).toEqual([
      'Example Ants',
      'Example Bees',
    ]);
    expect(matchSides('r2-m1: Example Ants v Someone', ENTRANTS)).toBeUndefined();
    expect(matchSides('Example Ants v Example Bees', ENTRANTS)).toBeUndefined();
  });

  it('sums a result up, or says what it lacks', () => {
    expect(resultSummary({ match: 'r1-m1: A v B', winner: 'A', score: '3-1' })).toEqual({
      match: 'r1-m1: A v B',
      outcome: 'A won 3-1',
    });
    expect(resultSummary({ match: 'r1-m1: A v B', winner: 'B', walkover: true }).outcome).toBe(
      'B won by walkover',
    );
    expect(resultSummary({ match: 'r1-m1: A v B', winner: '' }).outcome).toBe(
      'No winner picked yet',
    );
    expect(resultSummary({}).match).toBe('No match picked yet');
    expect(resultGap({ match: ' ', winner: 'A' }, 2)).toBe('Result 3: pick the match');
    expect(resultGap({ match: 'r1-m1: A v B', winner: 'A' }, 0)).toBeUndefined();
  });

  it('writes a result as the draw files do, keeping anything else it held', () => {
    expect(
      changeResult({ match: 'r1-m1: A v B', winner: 'A', note: 'x' }, { score: '' }, []),
    ).toEqual({ match: 'r1-m1: A v B', winner: 'A', note: 'x' });
    expect(readResults(undefined)).toEqual([]);
    expect(readResults([null])).toEqual([{ match: '', winner: '' }]);
    expect(withCurrent([{ label: 'a', value: 'a' }], 'b')).toEqual([
      { label: 'b', value: 'b' },
      { label: 'a', value: 'a' },
    ]);
  });
});
