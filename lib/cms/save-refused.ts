/**
 * A refused save, thrown from an editor's preSave listener: Decap shows it as
 * `Failed to persist entry: ${String(error)}`, so it reads as its message alone, no "Error:".
 */
export class SaveRefused extends Error {
  override toString(): string {
    return this.message;
  }
}
