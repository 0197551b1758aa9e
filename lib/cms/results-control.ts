import type { CreateElement } from './decap-widgets';
import {
  changedSince,
  drawFieldName,
  mergeResults,
  resultId,
  type DrawFields,
  type DrawsAsOpened,
  type KeptNotices,
  type TouchedResults,
} from './results-merge';
import {
  changeResult,
  EMPTY_RESULT,
  matchChoices,
  matchSides,
  readResults,
  resultGap,
  resultsFieldSettings,
  resultSummary,
  withCurrent,
  type ResultItem,
  type ResultsFieldSettings,
} from './results-widget';
import type { CmsField, CmsOption } from './widgets';

// The results editor's list of results, as a Decap widget (registered by
// results-check.browser.ts): each recorded result one line (its summary and a Remove button),
// opened to change it; "Add result" puts an open one at the top. An open result has the
// phone's own pickers: the match (those left to play first), then its two entrants to choose
// the winner from, the score and the walkover. Closed results mount nothing else, so the
// largest draw opens and takes a key at once on a slow phone (results-widget.ts). Built with the
// React Decap lends (decap-widgets.ts).

/** What Decap gives a widget's control (the part used here). */
export type ControlProps = {
  /** The results, as Immutable's List of Maps (undefined in a draw without any). */
  value?: { toJS(): unknown } | null;
  field: { toJS(): CmsField };
  forID: string;
  /**
   * The draw being edited: its file's path names what this phone touched, and its data is the
   * whole draw (results-merge.ts).
   */
  entry?: { get(key: 'path' | 'data'): unknown };
  onChange(value: unknown): void;
  setActiveStyle(): void;
  setInactiveStyle(): void;
};

type State = { open: string[] };

type Instance = {
  props: ControlProps;
  state: State;
  setState(change: Partial<State> | ((state: State) => Partial<State>)): void;
  keys: string[];
  focusNext?: string;
  forceUpdate(): void;
  unsubscribe?: () => void;
  /** The keys of the results added on this page (not read from the file). */
  added?: Set<string>;
  /** The last save ended with more typed in the list than it saved. */
  typedWhileSaving?: boolean;
  /** Marks the form unsaved again once Decap has marked it saved. */
  marking?: ReturnType<typeof setTimeout>;
};

/**
 * What the list says after a save that kept results, or the draw's other fields, from other
 * phones; nothing otherwise.
 */
export function keptNote(kept: readonly ResultItem[] = [], fields: readonly string[] = []): string {
  const said: string[] = [];
  if (kept.length > 0) {
    const list = kept
      .map((item) => {
        const { match, outcome } = resultSummary(item);
        return outcome ? `${match}, ${outcome}` : match;
      })
      .join('; ');
    const results = kept.length === 1 ? 'a result' : `${kept.length} results`;
    said.push(`${results} another phone saved meanwhile (${list}), now in this list`);
  }
  if (fields.length > 0) {
    const names = fields.map(drawFieldName);
    const named =
      names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
    said.push(`another phone’s ${names.length > 1 ? 'changes' : 'change'} to ${named}`);
  }
  if (said.length === 0) return '';
  const again = fields.length === 1 ? 'it' : 'them';
  const open = fields.length > 0 ? ` Open the draw again to see ${again} in this form.` : '';
  return `Saved, with ${said.join(', and with ')}.${open}`;
}

/** What the list adds after a save during which more was typed in it. */
export const TYPED_WHILE_SAVING =
  'What was typed while it was saving is not saved yet: Publish again to save it.';

/** The list's note after a save: keptNote's, then TYPED_WHILE_SAVING when that is so. */
export function savedNote(kept: string, typedWhileSaving = false): string {
  if (!typedWhileSaving) return kept;
  return `${kept || 'Saved.'} ${TYPED_WHILE_SAVING}`;
}

let counter = 0;
const newKey = () => `result-${(counter += 1)}`;

/** The control's methods, for createClass; `fromJS` turns the edited results back into Decap's. */
export function resultsControlSpec(
  h: CreateElement,
  fromJS: (value: unknown) => unknown,
  {
    touched,
    opened,
    notices,
  }: {
    /** Where it notes what this phone touched, for the save's merge (results-merge.ts). */
    touched?: TouchedResults;
    /** Where it keeps the draw as the form opened it, for the same merge. */
    opened?: DrawsAsOpened;
    /** What a save kept from other phones, to say so. */
    notices?: KeptNotices;
  } = {},
) {
  const pathOf = (self: Instance) => {
    const path = self.props.entry?.get('path');
    return typeof path === 'string' ? path : '';
  };
  /** The whole draw as the form holds it (Decap's entry data, an Immutable Map). */
  const drawOf = (self: Instance): DrawFields | undefined => {
    const data = self.props.entry?.get('data') as { toJS?: () => unknown } | undefined;
    const draw = typeof data?.toJS === 'function' ? data.toJS() : undefined;
    return draw && typeof draw === 'object' ? (draw as DrawFields) : undefined;
  };
  /**
   * Notes what this phone did to a result, for the save's merge with what others did meanwhile:
   * a result read from the file that is removed, or moved to another match, is removed on
   * purpose; a result picked or typed is this phone's.
   */
  function noteTouched(self: Instance, key: string, before?: ResultItem, after?: ResultItem) {
    if (!touched) return;
    const path = pathOf(self);
    const wasStored = !self.added?.has(key);
    if (before?.match && wasStored && before.match !== after?.match) {
      touched.removed(path, before.match, before);
      // What it holds now is this phone's, as a new result's is.
      (self.added ??= new Set()).add(key);
    }
    // With what the file had for that match as this phone saw it (kept at the first touch only).
    if (after?.match) {
      touched.edited(path, after.match, wasStored && before?.match === after.match ? before : null);
    }
  }

  /** A key per result, kept across edits (a result added at the top moves the others down). */
  function keysFor(self: Instance, count: number): string[] {
    if (!self.keys || self.keys.length !== count) {
      // Decap replaced the whole list (a backup brought back): every result closed.
      self.keys = Array.from({ length: count }, newKey);
    }
    return self.keys;
  }
  // The field's settings, read once per field (Decap keeps the same one while the form is open):
  // its pickers hold every match and entrant of the draw.
  const settingsByField = new WeakMap<object, ResultsFieldSettings>();
  const settingsOf = ({ props: { field } }: Instance): ResultsFieldSettings => {
    let settings = settingsByField.get(field);
    if (!settings) settingsByField.set(field, (settings = resultsFieldSettings(field.toJS())));
    return settings;
  };
  const resultsOf = (self: Instance) => readResults(self.props.value?.toJS());
  const save = (self: Instance, results: ResultItem[]) => self.props.onChange(fromJS(results));
  const idOf = (self: Instance, key: string, part: string) => `${self.props.forID}-${key}-${part}`;

  function renderOpen(self: Instance, item: ResultItem, index: number, key: string) {
    const settings = settingsOf(self);
    const { match, winner, score, walkover } = settings;
    const id = (part: string) => idOf(self, key, part);
    const change = (edit: Parameters<typeof changeResult>[1]) => {
      const results = resultsOf(self);
      const before = results[index] ?? item;
      results[index] = changeResult(before, edit, winner.entrants);
      noteTouched(self, key, before, results[index]);
      save(self, results);
    };
    const valueOf = (part: 'match' | 'winner' | 'score') => {
      const value = item[part];
      return typeof value === 'string' ? value : '';
    };
    const matchValue = valueOf('match');
    const winnerValue = valueOf('winner');
    const hint = (part: string, text: string) =>
      text ? h('p', { id: id(`${part}-hint`), className: 'ts-result-hint' }, text) : null;
    const described = (part: string, text: string) =>
      text ? { 'aria-describedby': id(`${part}-hint`) } : {};
    /** A field typed in: the score, or a match or winner the draw has no picker for. */
    const textInput = (part: 'match' | 'winner' | 'score', more: Record<string, unknown>) =>
      h('input', {
        id: id(part),
        type: 'text',
        value: valueOf(part),
        onChange: (event: { target: { value: string } }) => change({ [part]: event.target.value }),
        ...more,
      });

    // The matches still to play first, then those with a result in the form.
    const { toPlay, played } = matchChoices(match.options, resultsOf(self), index);
    const group = (name: string, label: string, list: CmsOption[]) =>
      list.length > 0
        ? h(
            'optgroup',
            { key: name, label },
            ...list.map((option) =>
              h('option', { key: option.value, value: option.value }, option.label),
            ),
          )
        : null;

    const matchControl =
      match.options.length > 0
        ? h(
            'select',
            {
              id: id('match'),
              value: matchValue,
              onChange: (event: { target: { value: string } }) =>
                change({ match: event.target.value }),
              ...described('match', match.hint),
            },
            h('option', { value: '' }, 'Pick the match'),
            group('to-play', 'To play', toPlay),
            group('played', 'With a result (open its line to correct it)', played),
          )
        : textInput('match', described('match', match.hint));

    const sides = matchSides(matchValue, winner.entrants);
    let winnerControl: unknown;
    if (sides) {
      // One tap: the two entrants of the match.
      winnerControl = h(
        'fieldset',
        { className: 'ts-result-winner' },
        h('legend', null, winner.label),
        ...sides.map((side, place) =>
          h(
            'label',
            { key: side, className: 'ts-result-choice' },
            h('input', {
              type: 'radio',
              id: id(`winner-${place}`),
              name: id('winner'),
              value: side,
              checked: winnerValue === side,
              onChange: () => change({ winner: side }),
            }),
            side,
          ),
        ),
      );
    } else if (!matchValue.trim()) {
      winnerControl = h(
        'fieldset',
        { className: 'ts-result-winner' },
        h('legend', null, winner.label),
        h(
          'p',
          { className: 'ts-result-hint' },
          'Pick the match first: its two entrants show here.',
        ),
      );
    } else {
      // A match this draw's entrants do not name (typed by hand, or a draw that did not load):
      // every entrant, or the name typed.
      const options = winner.entrants.map((entrant) => ({ label: entrant, value: entrant }));
      winnerControl = [
        h('label', { key: 'label', htmlFor: id('winner') }, winner.label),
        options.length > 0
          ? h(
              'select',
              {
                key: 'control',
                id: id('winner'),
                value: winnerValue,
                onChange: (event: { target: { value: string } }) =>
                  change({ winner: event.target.value }),
              },
              h('option', { value: '' }, 'Pick the winner'),
              ...withCurrent(options, winnerValue).map((option) =>
                h('option', { key: option.value, value: option.value }, option.label),
              ),
            )
          : textInput('winner', { key: 'control' }),
      ];
    }

    return h(
      'li',
      { key, className: 'ts-result ts-result-open' },
      h(
        'fieldset',
        null,
        h('legend', null, `${settings.singular} ${index + 1}`),
        h('label', { htmlFor: id('match') }, match.label),
        matchControl,
        hint('match', match.hint),
        winnerControl,
        h('label', { htmlFor: id('score') }, score.label),
        textInput('score', { autoComplete: 'off', ...described('score', score.hint) }),
        hint('score', score.hint),
        h(
          'label',
          { className: 'ts-result-choice', htmlFor: id('walkover') },
          h('input', {
            id: id('walkover'),
            type: 'checkbox',
            checked: item.walkover === true,
            onChange: (event: { target: { checked: boolean } }) =>
              change({ walkover: event.target.checked }),
            ...described('walkover', walkover.hint),
          }),
          walkover.label,
        ),
        hint('walkover', walkover.hint),
        h(
          'div',
          { className: 'ts-result-actions' },
          h(
            'button',
            {
              type: 'button',
              onClick: () => {
                self.focusNext = id('summary');
                self.setState((state) => ({ open: state.open.filter((each) => each !== key) }));
              },
            },
            'Done',
          ),
          h(
            'button',
            { type: 'button', onClick: () => remove(self, index) },
            `Remove ${settings.singular.toLowerCase()} ${index + 1}`,
          ),
        ),
      ),
    );
  }

  function renderClosed(self: Instance, item: ResultItem, index: number, key: string) {
    const settings = settingsOf(self);
    const id = (part: string) => idOf(self, key, part);
    const summary = resultSummary(item);
    return h(
      'li',
      { key, className: 'ts-result' },
      h(
        'button',
        {
          type: 'button',
          id: id('summary'),
          className: 'ts-result-summary',
          'aria-expanded': false,
          onClick: () => {
            self.focusNext = id('match');
            self.setState((state) => ({ open: [...state.open, key] }));
          },
        },
        h(
          'span',
          { className: 'ts-result-line ts-result-number' },
          `${settings.singular} ${index + 1}`,
        ),
        h('span', { className: 'ts-result-line' }, summary.match),
        summary.outcome ? h('span', { className: 'ts-result-line' }, summary.outcome) : null,
      ),
      h(
        'button',
        {
          type: 'button',
          className: 'ts-result-remove',
          'aria-label': `Remove ${settings.singular.toLowerCase()} ${index + 1}`,
          onClick: () => remove(self, index),
        },
        '×',
      ),
    );
  }

  /**
   * The draw at `path` saved. Whatever the form's results gained, changed or lost since Publish
   * sent them was typed while the save was on its way: it is noted again as this phone's (the
   * save began the record afresh), with what the file has for it now as seen, so the next
   * save keeps it; the results another phone saved meanwhile join it (open results stay open);
   * and the form is marked unsaved again once Decap has marked it saved (it does so as the save
   * ends, whatever the form holds by then). Every result the file has now is no longer this
   * page's own.
   */
  function afterSave(self: Instance, path: string) {
    const sent = notices?.sent(path);
    const saved = notices?.saved(path);
    const now = resultsOf(self);
    const keys = keysFor(self, now.length);
    const inFile = new Map((saved ?? sent ?? []).map((item) => [resultId(item), item] as const));
    const added = new Set(
      keys.filter((key, index) => self.added?.has(key) && !inFile.has(resultId(now[index]))),
    );
    self.added = added.size > 0 ? added : undefined;
    const typed = sent ? changedSince(sent, now) : { edited: [], removed: [] };
    for (const item of typed.removed) {
      touched?.removed(path, item.match, inFile.get(resultId(item)));
    }
    for (const item of typed.edited) {
      touched?.edited(path, item.match, inFile.get(resultId(item)) ?? null);
    }
    if (saved) {
      const results = touched ? mergeResults(now, saved, touched.read(path)).results : saved;
      self.keys = touched ? [...keys, ...results.slice(keys.length).map(newKey)] : self.keys;
      save(self, results);
    }
    self.typedWhileSaving = false;
    if (typed.edited.length + typed.removed.length > 0) {
      // After Decap's "saved": it comes in the same task as this notice (the save's last steps).
      self.marking = setTimeout(() => {
        save(self, resultsOf(self));
        self.typedWhileSaving = true;
        self.forceUpdate();
      });
    }
  }

  function remove(self: Instance, index: number) {
    const results = resultsOf(self);
    const keys = keysFor(self, results.length);
    const [gone] = keys.splice(index, 1);
    const [removed] = results.splice(index, 1);
    if (gone) noteTouched(self, gone, removed);
    self.focusNext = `${self.props.forID}-add`;
    self.setState((state) => ({ open: state.open.filter((each) => each !== gone) }));
    save(self, results);
  }

  return {
    displayName: 'ResultsControl',

    getInitialState(): State {
      return { open: [] };
    },

    // A draw opened: what this phone touches is noted from now on (unless a record is kept for
    // a form Decap may bring back); nothing kept from elsewhere to say yet; then, after each
    // save, what was, and the results as saved. Once saved, every result in the form is in the
    // file (none is this page's own any more).
    componentDidMount(this: Instance) {
      touched?.opened(pathOf(this));
      const draw = drawOf(this);
      if (draw) opened?.opened(pathOf(this), draw);
      if (!notices) return;
      this.unsubscribe = notices.subscribe((path) => {
        if (path === pathOf(this)) afterSave(this, path);
        this.forceUpdate();
      });
      notices.set(pathOf(this));
    },

    componentWillUnmount(this: Instance) {
      opened?.closed(pathOf(this));
      this.unsubscribe?.();
      clearTimeout(this.marking);
    },

    componentDidUpdate(this: Instance) {
      if (!this.focusNext) return;
      document.getElementById(this.focusNext)?.focus();
      this.focusNext = undefined;
    },

    /** Decap's check on Publish: a result with no match or no winner is marked and opened. */
    isValid(this: Instance) {
      const results = resultsOf(this);
      const keys = keysFor(this, results.length);
      const { singular } = settingsOf(this);
      const gaps = results
        .map((item, index) => ({ key: keys[index]!, gap: resultGap(item, index, singular) }))
        .filter(({ gap }) => gap);
      if (gaps.length === 0) return true;
      this.setState((state) => ({
        open: [...new Set([...state.open, ...gaps.map(({ key }) => key)])],
      }));
      return {
        error: { type: 'CUSTOM', message: `${gaps.map(({ gap }) => gap).join('. ')}.` },
      };
    },

    add(this: Instance) {
      const results = resultsOf(this);
      const keys = keysFor(this, results.length);
      const key = newKey();
      keys.unshift(key);
      (this.added ??= new Set()).add(key);
      this.focusNext = idOf(this, key, 'match');
      this.setState((state) => ({ open: [...state.open, key] }));
      save(this, [{ ...EMPTY_RESULT }, ...results]);
    },

    render(this: Instance & { add(): void }) {
      const results = resultsOf(this);
      const keys = keysFor(this, results.length);
      const { singular } = settingsOf(this);
      const takenFields = notices?.fields(pathOf(this)) ?? [];
      return h(
        'div',
        {
          className: 'ts-results',
          onFocus: () => this.props.setActiveStyle(),
          onBlur: () => this.props.setInactiveStyle(),
        },
        h(
          'button',
          // Not the field's own id: Decap's label ("Results") would name the button.
          {
            type: 'button',
            id: `${this.props.forID}-add`,
            className: 'ts-results-add',
            onClick: this.add,
          },
          `Add ${singular.toLowerCase()}`,
        ),
        // Always there, so that a screen reader reads what a save puts in it.
        h(
          'p',
          { role: 'status', className: 'ts-results-kept' },
          savedNote(keptNote(notices?.get(pathOf(this)), takenFields), this.typedWhileSaving),
        ),
        // The draw's other fields taken from another phone show once it is opened again (this
        // widget changes its own field only): one tap does it. The form is saved, so nothing is
        // left to keep; a change made since is kept by Decap's backup, which it offers back.
        takenFields.length > 0
          ? h(
              'button',
              {
                type: 'button',
                className: 'ts-results-reopen',
                onClick: () => window.location.reload(),
              },
              'Open the draw again',
            )
          : null,
        results.length === 0 ? h('p', { className: 'ts-result-hint' }, 'No results yet.') : null,
        h(
          'ol',
          { className: 'ts-results-list' },
          ...results.map((item, index) =>
            this.state.open.includes(keys[index]!)
              ? renderOpen(this, item, index, keys[index]!)
              : renderClosed(this, item, index, keys[index]!),
          ),
        ),
      );
    },
  };
}
