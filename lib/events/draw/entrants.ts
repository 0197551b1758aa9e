// No imports: the results editor's check (lib/cms/results-check.ts) runs it in the browser.

/**
 * Each entrant of a draw file with the line it is on (counted from 1, blank lines too), an
 * accent typed as two characters (e + ´) written as one, as results are read (bracket.ts): the
 * two look the same, so a result naming one of them names the other.
 */
function numberedLines(entrants: string): { name: string; number: number }[] {
  return entrants
    .split(/\r?\n/)
    .map((line, index) => ({ name: line.normalize('NFC').trim(), number: index + 1 }))
    .filter(({ name }) => name);
}

/** The entrants of a draw file, one a line, blank lines left out. */
export function entrantLines(entrants: string): string[] {
  return numberedLines(entrants).map(({ name }) => name);
}

/**
 * A name as people tell names apart, for finding one written twice (an entrant, a court): not
 * by capitals, spaces, an accent typed as one character or two (é, e + ´), nor a straight or a
 * curly apostrophe.
 */
export function nameKey(name: string): string {
  return name.normalize('NFC').trim().toLowerCase().replace(/\s+/g, ' ').replace(/[‘’]/g, "'");
}

/** A child's name as an under-18 event publishes it: first name and initial, "Asha K.". */
export const FIRST_NAME_AND_INITIAL = /^\p{L}[\p{L}'’-]* \p{Lu}\.$/u;

/**
 * What the build refuses in a draw's entrants (the field's text, one name a line), one message a
 * problem ("line 6: "Ravi S." is listed twice", counting every line of the text, blank ones
 * too): fewer than two, a name twice (whatever its capitals or spaces: "Example  badgers" is
 * "Example Badgers"), a name holding " v " or ":", and for an under-18 event a name that is not
 * a first name and initial. `more` adds a check of each name (the build's: can the share picture
 * draw it).
 */
export function entrantProblems(
  entrants: string,
  under18: boolean,
  more: (name: string) => string | undefined = () => undefined,
): string[] {
  const lines = numberedLines(entrants);
  const problems: string[] = [];
  if (lines.length < 2) problems.push('needs at least two entrants, one a line');
  const seen = new Map<string, { name: string; number: number }>();
  for (const { name, number } of lines) {
    const line = `line ${number}: "${name}"`;
    const key = nameKey(name);
    const earlier = seen.get(key);
    if (earlier?.name === name) problems.push(`${line} is listed twice`);
    else if (earlier) problems.push(`${line} is "${earlier.name}" of line ${earlier.number} again`);
    if (!earlier) seen.set(key, { name, number });
    const extra = more(name);
    if (extra) problems.push(`${line} ${extra}`);
    if (name.includes(' v ') || name.includes(':')) {
      problems.push(`${line}: a name cannot hold " v " or ":"`);
    }
    if (under18 && !FIRST_NAME_AND_INITIAL.test(name)) {
      problems.push(
        `${line}: the entrants are under 18, so write a first name and initial only, like "Asha K."`,
      );
    }
  }
  return problems;
}
