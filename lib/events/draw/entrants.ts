// No imports: the results editor's check (lib/cms/results-check.ts) runs it in the browser.

/** The entrants of a draw file, one a line, blank lines left out. */
export function entrantLines(entrants: string): string[] {
  return entrants
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}
