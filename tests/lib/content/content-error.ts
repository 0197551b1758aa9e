import { ContentError } from '@/lib/content/parse';

/** The message of the ContentError that `parse` throws; fails the test if it throws none. */
export function contentErrorOf(parse: () => unknown): string {
  try {
    parse();
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error('expected the content to be rejected');
}
