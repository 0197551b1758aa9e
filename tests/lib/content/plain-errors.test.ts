/** @jest-environment node */
import { z } from 'zod';

import { plainError } from '@/lib/content/plain-errors';

/** What an organiser reads for each field of `value` that `schema` refuses, by field. */
function messagesOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value, { error: plainError });
  if (result.success) throw new Error('expected the value to be refused');
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('plainError', () => {
  it('says a missing choice is missing and what to write, not "(not undefined)"', () => {
    const schema = z.object({ category: z.enum(['Cricket', 'Chess']), kind: z.enum(['intra']) });
    expect(messagesOf(schema, {})).toEqual({
      category: 'is missing: write one of "Cricket", "Chess"',
      kind: 'is missing: write "intra"',
    });
    expect(messagesOf(schema, { category: 'chess', kind: 'inter' })).toEqual({
      category: 'must be written "Chess", exactly so (not "chess")',
      kind: 'must be one of "intra" (not "inter")',
    });
  });

  it('words lists and numbers that are too short, too long, too small or too big', () => {
    const schema = z.object({
      features: z.array(z.string()).min(1),
      pair: z.array(z.string()).min(2),
      three: z.array(z.string()).max(3),
      year: z.number().min(1900),
      latitude: z.number().max(90),
      price: z.number().positive(),
      code: z.string().max(2),
    });
    const value = { features: [], pair: ['a'], three: ['a', 'b', 'c', 'd'], year: 1800 };
    expect(messagesOf(schema, { ...value, latitude: 91, price: 0, code: 'IND' })).toEqual({
      features: 'is an empty list: add at least one',
      pair: 'needs at least 2 items (it has 1 item)',
      three: 'can have at most 3 items (it has 4 items)',
      year: 'must be 1900 or more',
      latitude: 'must be 90 or less',
      price: 'must be more than 0',
      code: 'must be at most 2 characters long (it has 3 characters)',
    });
  });

  it('says what an address or an email address looks like', () => {
    const schema = z.object({ link: z.url(), email: z.email() });
    expect(messagesOf(schema, { link: 'instagram', email: 'club' })).toEqual({
      link: 'must be a full address starting https://, like https://www.example.org/page',
      email: 'must be an email address, like name@example.org',
    });
  });

  it('names the kinds a block can be when its type is none of them', () => {
    const schema = z.discriminatedUnion('type', [
      z.object({ type: z.literal('paragraph') }),
      z.object({ type: z.literal('list') }),
    ]);
    expect(messagesOf(schema, { type: 'Paragraph' })).toEqual({
      type: 'must be written "paragraph", exactly so (not "Paragraph")',
    });
    expect(messagesOf(schema, { type: 'table' })).toEqual({
      type: 'must be one of "paragraph", "list" (not "table")',
    });
  });
});
