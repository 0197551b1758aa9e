import { MATCH_LABEL_PATTERN, resultMatchId } from '@/lib/events/draw/results';

import type { CmsField, CmsOption } from './widgets';

// What the results editor's list of results (results-control.ts) shows and does, without React:
// a result as the form holds it, its one-line summary, the two entrants a match offers as its
// winner, a result still missing its match or winner, and the edits. Decap's own list widget
// mounted both pickers of every result, shown or not, and drew them all again at each key: on
// a phone slowed four times the 120-entrant chess draw took 10.6 s to open and 0.57 s a key
// (npm run bench:cms, docs/performance.md).

/** The widget's name in the results editor's config.yml (draws.ts). */
export const RESULTS_WIDGET = 'results';

/** One result as the form holds it: what was picked and typed, any other key kept as it is. */
export type ResultItem = {
  match?: string;
  winner?: string;
  score?: string;
  walkover?: boolean;
  [key: string]: unknown;
};

/** A result just added: nothing picked yet. */
export const EMPTY_RESULT: ResultItem = { match: '', winner: '' };

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** What the widget reads from its field in config.yml: the labels, hints and pickers. */
export type ResultsFieldSettings = {
  singular: string;
  match: { label: string; hint: string; options: CmsOption[] };
  winner: { label: string; hint: string; entrants: string[] };
  score: { label: string; hint: string };
  walkover: { label: string; hint: string };
};

/** The settings of a results field (draws.ts's), as config.yml holds them. */
export function resultsFieldSettings(field: CmsField): ResultsFieldSettings {
  const fields = (field.fields as CmsField[] | undefined) ?? [];
  const named = (name: string) => fields.find((each) => each.name === name);
  const about = (name: string, fallback: string) => ({
    label: named(name)?.label ?? fallback,
    hint: named(name)?.hint ?? '',
  });
  const choices = (name: string) =>
    ((named(name)?.options as (string | CmsOption)[] | undefined) ?? []).map((option) =>
      typeof option === 'string' ? { label: option, value: option } : option,
    );
  return {
    singular: textOf(field.label_singular) || 'Result',
    match: { ...about('match', 'Match'), options: choices('match') },
    winner: {
      ...about('winner', 'Winner'),
      entrants: choices('winner').map((option) => option.value),
    },
    score: about('score', 'Score'),
    walkover: about('walkover', 'Walkover'),
  };
}

/** The results as the form holds them (Decap's value, made plain); none when empty. */
export function readResults(value: unknown): ResultItem[] {
  if (!Array.isArray(value)) return [];
  return value.map((item) =>
    item && typeof item === 'object' ? { ...(item as ResultItem) } : { ...EMPTY_RESULT },
  );
}

/**
 * The two entrants of a match as a result names it ("r1-m3: Team A v Team B"), when both are
 * entrants of the draw (a name never holds " v " or ":", entrants.ts); undefined otherwise.
 */
export function matchSides(
  match: string,
  entrants: readonly string[],
): [string, string] | undefined {
  const named = MATCH_LABEL_PATTERN.exec(match.trim());
  if (!named) return undefined;
  const sides: [string, string] = [named[1]!.trim(), named[2]!.trim()];
  return sides.every((side) => entrants.includes(side)) ? sides : undefined;
}

/**
 * What a collapsed result reads, its match and then its outcome: "r5-m1: A v B", "A won 3-1";
 * or what it still lacks.
 */
export function resultSummary(item: ResultItem): { match: string; outcome: string } {
  const match = textOf(item.match).trim();
  const winner = textOf(item.winner).trim();
  const score = textOf(item.score).trim();
  if (!match) return { match: 'No match picked yet', outcome: '' };
  if (!winner) return { match, outcome: 'No winner picked yet' };
  const how = item.walkover === true ? ' by walkover' : score ? ` ${score}` : '';
  return { match, outcome: `${winner} won${how}` };
}

/**
 * What a result still lacks before it can be saved ("Result 2 (r1-m3): pick the winner"), in
 * the words of the save check's messages (results-check.ts); undefined when it has both. The
 * rest (a winner who did not play the match, a score the wrong way round) is that check's.
 */
export function resultGap(
  item: ResultItem,
  index: number,
  singular = 'Result',
): string | undefined {
  const match = textOf(item.match).trim();
  if (!match) return `${singular} ${index + 1}: pick the match`;
  if (!textOf(item.winner).trim()) {
    return `${singular} ${index + 1} (${resultMatchId(match)}): pick the winner`;
  }
  return undefined;
}

/**
 * A result changed by one field: a match picked anew keeps its winner only if the winner plays
 * it; an empty score and an unticked walkover are left out, as the draw files write them.
 */
export function changeResult(
  item: ResultItem,
  change: Partial<Pick<ResultItem, 'match' | 'winner' | 'score' | 'walkover'>>,
  entrants: readonly string[],
): ResultItem {
  const next: ResultItem = { ...item, ...change };
  if ('match' in change) {
    const sides = matchSides(textOf(next.match), entrants);
    if (sides && !sides.includes(textOf(next.winner))) next.winner = '';
  }
  if (!textOf(next.score)) delete next.score;
  if (next.walkover !== true) delete next.walkover;
  return next;
}

/** The options a picker offers: its own, and the value it holds if that is not one of them. */
export function withCurrent(options: readonly CmsOption[], current: string): CmsOption[] {
  return current && !options.some((option) => option.value === current)
    ? [{ label: current, value: current }, ...options]
    : [...options];
}

/**
 * The matches result `index` may pick, in two groups: those no other result in the form names
 * (still to play), and those one does, each with that result ("r1-m2: A v B (result in: A won
 * 2-1)"; open that result's line to correct it, a second result is refused on saving). Read
 * from the form, so a result recorded a minute ago counts before the site is rebuilt (the
 * field's own labels are as of the last build).
 */
export function matchChoices(
  options: readonly CmsOption[],
  results: readonly ResultItem[],
  index: number,
): { toPlay: CmsOption[]; played: CmsOption[] } {
  const recorded = new Map<string, ResultItem>();
  results.forEach((item, other) => {
    const match = textOf(item.match).trim();
    if (other !== index && match && !recorded.has(match)) recorded.set(match, item);
  });
  const current = textOf(results[index]?.match);
  const toPlay: CmsOption[] = [];
  const played: CmsOption[] = [];
  for (const { value } of withCurrent(options, current)) {
    const result = recorded.get(value.trim());
    if (!result) toPlay.push({ label: value, value });
    else {
      const { outcome } = resultSummary(result);
      played.push({ label: outcome ? `${value} (result in: ${outcome})` : value, value });
    }
  }
  return { toPlay, played };
}
