/**
 * One change to Decap's own bundle, made as scripts/admin.ts copies it into public/admin/.
 *
 * Decap keeps an unsaved form in the browser and, when the page is opened again, asks "A local
 * backup was recovered for this entry, would you like to use it?". It asks as soon as the backup
 * is read, which is before the entry itself has come from the repository (the backup is on the
 * phone, the entry is a request away); the entry arrives after the answer and replaces the form
 * with what was saved, so OK brings back nothing (decaporg/decap-cms#6989, #5470, open). An
 * organiser whose phone reloaded the results editor lost the result they had typed.
 *
 * The change: Decap asks once the form holds the entry (its draft has a key), so what OK brings
 * back stays. The same holds for a new entry's backup and for every collection.
 */
const ASKS_AT_ONCE =
  'componentDidUpdate(e){if(!e.localBackup&&this.props.localBackup&&(window.confirm(this.props.t("editor.editor.confirmLoadBackup"))';
const ASKS_ONCE_LOADED =
  'componentDidUpdate(e){if(this.props.localBackup&&this.props.draftKey&&!(e.localBackup&&e.draftKey)&&(window.confirm(this.props.t("editor.editor.confirmLoadBackup"))';

/** Decap's main bundle with the change; throws when the bundle no longer holds what it changes. */
export function patchDecapBundle(bundle: string): string {
  const found = bundle.split(ASKS_AT_ONCE).length - 1;
  if (found !== 1) {
    throw new Error(
      `Decap's bundle (decap-cms/dist/decap-cms.js) holds the local-backup question ${found} times, ` +
        'not once: this Decap version is not the one lib/cms/decap-patch.ts was written for. ' +
        'Check whether it still asks before the entry has loaded (decaporg/decap-cms#6989); ' +
        'if it does, change the patch to match its code, if not, remove the patch.',
    );
  }
  return bundle.replace(ASKS_AT_ONCE, ASKS_ONCE_LOADED);
}
