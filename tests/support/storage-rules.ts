/**
 * A small reader for Firebase Security Rules files (storage.rules): every `allow` statement with
 * the `match` path it sits in, its methods and its condition. Enough to check, without the
 * Storage emulator (which cannot run here), that no statement lets a client write. Anything it
 * does not understand is an error, so a rules file it cannot read fails the check.
 */

export type AllowStatement = {
  /** The nested match paths, outermost first: ['/b/{bucket}/o', '/images/{allPaths=**}']. */
  path: string[];
  /** As written: read, write, get, list, create, update, delete. */
  methods: string[];
  /** The condition after `if`, whitespace collapsed; null for `allow x;` (always granted). */
  condition: string | null;
  /** 1-based line of the `allow` keyword. */
  line: number;
};

export const WRITE_METHODS = ['write', 'create', 'update', 'delete'] as const;
const METHODS = new Set(['read', 'get', 'list', ...WRITE_METHODS]);

/** Comments become spaces (line breaks kept), so positions and line numbers stay true. */
function blankComments(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const two = text.slice(i, i + 2);
    const char = text[i]!;
    if (two === '//' || two === '/*') {
      const end = two === '//' ? text.indexOf('\n', i) : text.indexOf('*/', i + 2);
      if (two === '/*' && end === -1) throw new Error('storage rules: unclosed /* comment');
      const stop = end === -1 ? text.length : two === '//' ? end : end + 2;
      out += text.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else if (char === "'" || char === '"') {
      const stop = stringEnd(text, i);
      out += text.slice(i, stop);
      i = stop;
    } else {
      out += char;
      i += 1;
    }
  }
  return out;
}

/** The index just past the string literal that starts at `start`. */
function stringEnd(text: string, start: number): number {
  const quote = text[start];
  for (let i = start + 1; i < text.length; i += 1) {
    if (text[i] === '\\') i += 1;
    else if (text[i] === quote) return i + 1;
  }
  throw new Error(`storage rules: unclosed string at line ${lineAt(text, start)}`);
}

function lineAt(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/** Reads every `allow` statement of a rules file; throws on syntax it does not know. */
export function parseStorageRules(source: string): AllowStatement[] {
  const text = blankComments(source);
  const statements: AllowStatement[] = [];
  let i = 0;

  const fail = (what: string): never => {
    throw new Error(`storage rules, line ${lineAt(text, i)}: ${what}`);
  };
  const skipSpace = () => {
    while (i < text.length && /\s/.test(text[i]!)) i += 1;
  };
  const word = (): string => {
    skipSpace();
    const match = /^[A-Za-z_][\w.]*/.exec(text.slice(i));
    return match ? match[0] : '';
  };
  const expect = (token: string) => {
    skipSpace();
    if (!text.startsWith(token, i)) fail(`expected "${token}"`);
    i += token.length;
  };
  /** Text up to the next `stop` outside brackets and strings; `i` ends on `stop`. */
  const until = (stop: string): string => {
    const start = i;
    let depth = 0;
    while (i < text.length) {
      const char = text[i]!;
      if (char === "'" || char === '"') {
        i = stringEnd(text, i);
        continue;
      }
      if (depth === 0 && char === stop) return text.slice(start, i);
      if ('([{'.includes(char)) depth += 1;
      else if (')]}'.includes(char)) {
        if (depth === 0) fail(`unexpected "${char}"`);
        depth -= 1;
      }
      i += 1;
    }
    return fail(`missing "${stop}"`);
  };
  /** A match path such as /b/{bucket}/o or /images/{allPaths=**}. */
  const matchPath = (): string => {
    skipSpace();
    const start = i;
    while (i < text.length && !/\s/.test(text[i]!)) {
      if (text[i] === '{') {
        if (text[i - 1] !== '/') break; // the block's own brace
        const close = text.indexOf('}', i);
        if (close === -1) fail('unclosed path variable');
        i = close + 1;
      } else i += 1;
    }
    const path = text.slice(start, i);
    if (!path.startsWith('/')) fail(`a match path must start with "/", got "${path}"`);
    return path;
  };

  const block = (path: string[]) => {
    for (;;) {
      skipSpace();
      if (i >= text.length) {
        if (path.length > 0) fail('missing "}"');
        return;
      }
      if (text[i] === '}') {
        if (path.length === 0) fail('unexpected "}"');
        i += 1;
        return;
      }
      const keyword = word();
      i += keyword.length;
      if (keyword === 'rules_version' && path.length === 0) {
        until(';');
        i += 1;
      } else if (keyword === 'service' && path.length === 0) {
        until('{');
        i += 1;
        block(['service']);
      } else if (keyword === 'match' && path.length > 0) {
        const segment = matchPath();
        expect('{');
        block([...path, segment]);
      } else if (keyword === 'function' && path.length > 0) {
        until('{');
        i += 1;
        until('}'); // the body: return <expression>;
        i += 1;
      } else if (keyword === 'allow' && path.length > 0) {
        const line = lineAt(text, i);
        const head = until(';');
        i += 1;
        const colon = head.indexOf(':');
        const methods = (colon === -1 ? head : head.slice(0, colon))
          .split(',')
          .map((method) => method.trim());
        for (const method of methods) if (!METHODS.has(method)) fail(`unknown method "${method}"`);
        let condition: string | null = null;
        if (colon !== -1) {
          const rest = head.slice(colon + 1).trim();
          if (!/^if\b/.test(rest)) fail('expected "if" after ":"');
          condition = rest.slice(2).replace(/\s+/g, ' ').trim();
          if (!condition) fail('empty condition');
        }
        statements.push({ path: path.slice(1), methods, condition, line });
      } else {
        fail(keyword ? `unexpected "${keyword}"` : `unexpected "${text[i]}"`);
      }
    }
  };

  block([]);
  return statements;
}

/** True only for a condition that is literally `false` (parentheses allowed). */
export function isLiterallyFalse(condition: string | null): boolean {
  if (condition === null) return false;
  let inner = condition.trim();
  while (inner.startsWith('(') && inner.endsWith(')')) inner = inner.slice(1, -1).trim();
  return inner === 'false';
}

/**
 * The statements that can let a client write (write, create, update or delete with a
 * condition other than a literal `false`), each described on one line.
 */
export function clientWriteGrants(statements: readonly AllowStatement[]): string[] {
  return statements
    .filter((statement) =>
      statement.methods.some((method) => (WRITE_METHODS as readonly string[]).includes(method)),
    )
    .filter((statement) => !isLiterallyFalse(statement.condition))
    .map(
      (statement) =>
        `line ${statement.line}: allow ${statement.methods.join(', ')}` +
        `${statement.condition === null ? '' : `: if ${statement.condition}`} in match ${statement.path.join('')}`,
    );
}
