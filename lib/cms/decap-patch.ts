/**
 * Three changes to Decap's own bundle, made as scripts/admin.ts copies it into public/admin/. Each
 * replaces one piece of Decap's code that must occur exactly once; a Decap version without it
 * stops the build, naming the change to check.
 */
type Patch = {
  /** What the change is about, as the build's error names it. */
  name: string;
  /** The issue or behaviour to check in a new Decap version before changing or removing it. */
  check: string;
  from: string;
  to: string;
};

const PATCHES: readonly Patch[] = [
  /*
   * Decap keeps an unsaved form in the browser and, when the page is opened again, asks "A local
   * backup was recovered for this entry, would you like to use it?". It asks as soon as the
   * backup is read, which is before the entry itself has come from the repository (the backup is
   * on the phone, the entry is a request away); the entry arrives after the answer and replaces
   * the form with what was saved, so OK brings back nothing (decaporg/decap-cms#6989, #5470,
   * open). An organiser whose phone reloaded the results editor lost the result they had typed.
   *
   * The change: Decap asks once the form holds the entry (its draft has a key), so what OK
   * brings back stays. The same holds for a new entry's backup and for every collection.
   */
  {
    name: 'the local-backup question',
    check: 'whether it still asks before the entry has loaded (decaporg/decap-cms#6989)',
    from: 'componentDidUpdate(e){if(!e.localBackup&&this.props.localBackup&&(window.confirm(this.props.t("editor.editor.confirmLoadBackup"))',
    to: 'componentDidUpdate(e){if(this.props.localBackup&&this.props.draftKey&&!(e.localBackup&&e.draftKey)&&(window.confirm(this.props.t("editor.editor.confirmLoadBackup"))',
  },
  /*
   * A sign-in that fails after GitHub handed over a token (the account may not write to the
   * repository: "Your GitHub user account does not have access to this repo."; or the phone
   * lost the network while Decap asked GitHub who it is) records the error but leaves the sign-in
   * "in progress": the button stays "Logging in...", disabled, until the page is reloaded. Only
   * the sign-in restored from storage ends it (AUTH_REQUEST_DONE).
   *
   * The change: a failed sign-in ends it too (AUTH_FAILURE), so "Login with GitHub" can be
   * pressed again (e2e/production/cms-sign-in.spec.ts).
   */
  {
    name: 'the failed sign-in',
    check: 'whether a failed sign-in still leaves the button "Logging in..." (AUTH_FAILURE)',
    from: 'case Wf:e.error=t.payload&&t.payload.toString();break;',
    to: 'case Wf:e.error=t.payload&&t.payload.toString(),e.isFetching=!1;break;',
  },
  /*
   * With drafts (the content manager at /admin/: editorial workflow), what is typed while a Save
   * is on its way is lost without a word: the form stays editable, and once the draft is saved
   * Decap reads it back from the repository into the form (its first save of an entry), marks
   * the form saved and deletes its backup, so the field shows what was sent and nothing says
   * the rest is gone (e2e-cms/organiser.spec.ts). The same while a draft is published or its
   * status changes.
   *
   * The change: while Decap saves, publishes or changes the status of a draft, the form is
   * inert (nothing in it can be focused, typed in or tapped) and dimmed (public/admin/phone.css);
   * the toolbar says "Saving…". The results editor has no drafts and is left as it is: its list
   * keeps what is typed during a Publish (lib/cms/results-control.ts, afterSave).
   */
  {
    name: 'the form while a draft is saved',
    check:
      'whether text typed in the form while a draft is saved is still lost (the form read ' +
      'back from the repository, marked saved)',
    from: 'z=Rn(dO,{overFlow:!0,blockEntry:D,children:Rn(cT,{...B,ref:',
    to:
      'z=Rn(dO,{overFlow:!0,blockEntry:D,inert:!!y&&!!(t.get("isPersisting")||' +
      't.get("isPublishing")||t.get("isUpdatingStatus")),children:Rn(cT,{...B,ref:',
  },
];

/** Decap's main bundle with the changes; throws when the bundle no longer holds what one changes. */
export function patchDecapBundle(bundle: string): string {
  return PATCHES.reduce((code, { name, check, from, to }) => {
    const found = code.split(from).length - 1;
    if (found !== 1) {
      throw new Error(
        `Decap's bundle (decap-cms/dist/decap-cms.js) holds the code of ${name} ${found} times, ` +
          'not once: this Decap version is not the one lib/cms/decap-patch.ts was written for. ' +
          `Check ${check}; if it does, change the patch to match its code, if not, remove the patch.`,
      );
    }
    return code.replace(from, to);
  }, bundle);
}
