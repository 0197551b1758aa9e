import { readFileSync } from 'node:fs';

import { patchDecapBundle } from '@/lib/cms/decap-patch';

// Decap's bundle as scripts/admin.ts copies it: its local-backup question waits for the entry.
const bundle = readFileSync(require.resolve('decap-cms/dist/decap-cms.js'), 'utf8');
const question = 'window.confirm(this.props.t("editor.editor.confirmLoadBackup"))';

describe('patchDecapBundle', () => {
  it('asks about a local backup only once the form holds the entry', () => {
    const patched = patchDecapBundle(bundle);
    expect(patched.length).toBeGreaterThan(bundle.length);
    expect(patched.split(question)).toHaveLength(2);
    expect(patched).toContain(
      `if(this.props.localBackup&&this.props.draftKey&&!(e.localBackup&&e.draftKey)&&(${question}`,
    );
    expect(patched).not.toContain(`if(!e.localBackup&&this.props.localBackup&&(${question}`);
  });

  it('refuses a bundle that does not ask as the patch expects', () => {
    expect(() =>
      patchDecapBundle(bundle.replace('componentDidUpdate(e){if(!e.localBackup', 'x')),
    ).toThrow(/holds the local-backup question 0 times, not once/);
    expect(() => patchDecapBundle(patchDecapBundle(bundle))).toThrow(/0 times/);
  });
});
