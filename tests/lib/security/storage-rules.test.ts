/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  clientWriteGrants,
  isLiterallyFalse,
  parseStorageRules,
} from '@/tests/support/storage-rules';

const RULES_FILE = path.join(process.cwd(), 'storage.rules');

function rules(body: string): string {
  return `rules_version = '2';\nservice firebase.storage {\n  match /b/{bucket}/o {\n${body}\n  }\n}\n`;
}

describe('storage.rules (the file firebase deploy publishes)', () => {
  const source = readFileSync(RULES_FILE, 'utf8');
  const statements = parseStorageRules(source);

  it('lets no client write, create, update or delete anywhere', () => {
    expect(clientWriteGrants(statements)).toEqual([]);
  });

  it('lets anyone read the pictures under images/', () => {
    const images = statements.filter(
      (statement) => statement.path.join('') === '/b/{bucket}/o/images/{allPaths=**}',
    );
    expect(images).toEqual([
      expect.objectContaining({
        methods: ['get'],
        condition: "resource.contentType.matches('image/.*')",
      }),
    ]);
  });

  it('lets anyone list only the folders the site lists', () => {
    const listable = statements
      .filter((statement) => statement.methods.some((method) => ['list', 'read'].includes(method)))
      .filter((statement) => statement.condition !== 'false')
      .filter((statement) => !statement.methods.includes('get'))
      .map((statement) => statement.path.slice(1).join(''));
    expect(listable).toEqual([
      '/images/Events/{file}',
      '/images/gallery/{file}',
      '/images/gallery/{category}/{file}',
      '/images/teams/{folder}/{file}',
    ]);
    const broad = statements.filter(
      (statement) =>
        statement.methods.some((method) => ['list', 'read'].includes(method)) &&
        statement.condition !== 'false' &&
        statement.path.some((part) => part.includes('=**}')),
    );
    expect(broad).toEqual([]);
  });

  it('is named in firebase.json, so a deploy publishes it', () => {
    const config = JSON.parse(readFileSync(path.join(process.cwd(), 'firebase.json'), 'utf8'));
    expect(config.storage).toEqual({ rules: 'storage.rules' });
  });
});

describe('parseStorageRules', () => {
  it('reads every allow statement with its nested match path, methods and condition', () => {
    const statements = parseStorageRules(
      rules(`
    match /images/{allPaths=**} {
      allow read: if true;
      match /private/{file} {
        allow get, list: if request.auth != null
          && request.auth.token.admin == true;
      }
    }
    allow read, write: if false;`),
    );
    expect(statements).toEqual([
      {
        path: ['/b/{bucket}/o', '/images/{allPaths=**}'],
        methods: ['read'],
        condition: 'true',
        line: 6,
      },
      {
        path: ['/b/{bucket}/o', '/images/{allPaths=**}', '/private/{file}'],
        methods: ['get', 'list'],
        condition: 'request.auth != null && request.auth.token.admin == true',
        line: 8,
      },
      { path: ['/b/{bucket}/o'], methods: ['read', 'write'], condition: 'false', line: 12 },
    ]);
  });

  it('ignores comments and strings that look like statements, and skips functions', () => {
    const statements = parseStorageRules(
      rules(`
    // allow write: if true;
    /* allow create: if true; } */
    function isImage() { return resource.contentType.matches('image/.*;}'); }
    match /a/{x} { allow get: if isImage() && resource.name != "allow write: if true;"; }`),
    );
    expect(statements).toHaveLength(1);
    expect(statements[0]!.methods).toEqual(['get']);
  });

  it('fails on syntax it does not know instead of passing it', () => {
    expect(() => parseStorageRules(rules('allow upload: if true;'))).toThrow(/unknown method/);
    expect(() => parseStorageRules(rules('allow write if true;'))).toThrow(/unknown method/);
    expect(() => parseStorageRules(rules('permit write;'))).toThrow(/unexpected "permit"/);
    expect(() => parseStorageRules(rules('match /a/{b} { allow read: if true;'))).toThrow(
      /missing "}"/,
    );
    expect(() => parseStorageRules(rules('allow read: if true'))).toThrow(/unexpected "}"/);
  });
});

describe('clientWriteGrants', () => {
  const grants = (body: string) => clientWriteGrants(parseStorageRules(rules(body)));

  it('passes writes that are literally false, and any read', () => {
    expect(grants('allow read, write: if false;')).toEqual([]);
    expect(grants('allow create, update, delete: if (false);')).toEqual([]);
    expect(grants('match /images/{p=**} { allow read; allow get, list: if true; }')).toEqual([]);
  });

  it('flags every statement that can let a client write, wherever it is nested', () => {
    expect(grants('allow read, write: if request.auth != null;')).toEqual([
      'line 4: allow read, write: if request.auth != null in match /b/{bucket}/o',
    ]);
    expect(grants('match /images/{p=**} { match /x/{y} { allow create; } }')).toEqual([
      'line 4: allow create in match /b/{bucket}/o/images/{p=**}/x/{y}',
    ]);
    for (const condition of [
      'true',
      'false || true',
      '!true',
      'request.time > timestamp.date(2020, 1, 1)',
    ]) {
      expect(grants(`allow update: if ${condition};`)).toHaveLength(1);
    }
    expect(grants('allow delete: if false; allow write: if true;')).toHaveLength(1);
  });

  it('reads only a bare false as false', () => {
    expect(isLiterallyFalse('false')).toBe(true);
    expect(isLiterallyFalse('((false))')).toBe(true);
    expect(isLiterallyFalse('false == true')).toBe(false);
    expect(isLiterallyFalse(null)).toBe(false);
  });
});
