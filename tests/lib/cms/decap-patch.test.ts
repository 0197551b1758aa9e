import { readFileSync } from 'node:fs';

import { patchDecapBundle } from '@/lib/cms/decap-patch';

// Decap's bundle as scripts/admin.ts copies it: its local-backup question waits for the entry,
// and a failed sign-in can be tried again.
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

  it('ends a failed sign-in, as only a restored one was ended', () => {
    const failure = 'case Wf:e.error=t.payload&&t.payload.toString()';
    // The auth reducer: a request starts the sign-in, only AUTH_REQUEST_DONE ended it.
    expect(bundle).toContain(`case qf:e.isFetching=!0;break;case Hf:e.user=t.payload;break;`);
    expect(bundle).toContain(`${failure};break;case $f:e.isFetching=!1;break;`);
    expect(patchDecapBundle(bundle)).toContain(`${failure},e.isFetching=!1;break;`);
  });

  it('makes the form inert while a draft is saved, published or has its status changed', () => {
    // EditorInterface's render: `y` is hasWorkflow, `t` the entry as the form holds it.
    expect(bundle).toContain('hasWorkflow:y,');
    expect(bundle).toContain('{collection:e,entry:t,fields:n,');
    expect(patchDecapBundle(bundle)).toContain(
      'blockEntry:D,inert:!!y&&!!(t.get("isPersisting")||t.get("isPublishing")||' +
        't.get("isUpdatingStatus")),children:Rn(cT,{...B,ref:',
    );
  });

  it('refuses a bundle that does not hold the code a patch changes, naming it', () => {
    expect(() =>
      patchDecapBundle(bundle.replace('componentDidUpdate(e){if(!e.localBackup', 'x')),
    ).toThrow(/holds the code of the local-backup question 0 times, not once/);
    expect(() =>
      patchDecapBundle(bundle.replace('case Wf:e.error=t.payload', 'case Wf:e.problem=t.payload')),
    ).toThrow(/holds the code of the failed sign-in 0 times, not once/);
    expect(() => patchDecapBundle(patchDecapBundle(bundle))).toThrow(/0 times/);
  });
});
