/**
 * Copies `text` to the clipboard and resolves whether it did. The Clipboard API first; where it
 * refuses (Safari and Firefox want the tap's user activation, which a tap replayed after
 * hydration may no longer have; an insecure context has no API at all), the older way: select
 * the text in a hidden field and ask for execCommand('copy'). Where that fails too, the caller
 * must leave the text for the visitor to copy by hand.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return copyBySelection(text);
  }
}

function copyBySelection(text: string): boolean {
  const active = document.activeElement;
  const focused = active instanceof HTMLElement && active !== document.body ? active : null;
  const field = document.createElement('textarea');
  field.value = text;
  // Read-only: no phone keyboard comes up. Off-screen and fixed: the page neither shows nor
  // scrolls to it.
  field.readOnly = true;
  field.setAttribute('aria-hidden', 'true');
  field.tabIndex = -1;
  Object.assign(field.style, { position: 'fixed', top: '0', left: '-9999px', opacity: '0' });
  // Beside the control that asked: a menu or dialog holding the focus (the share menu) would
  // take it back from a field outside itself, or close.
  (focused?.parentElement ?? document.body).append(field);
  try {
    field.focus({ preventScroll: true });
    field.select();
    field.setSelectionRange(0, text.length);
    // Had something taken the focus, the copy would be of nothing: no success to claim.
    return document.activeElement === field && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
    // The control that asked keeps the focus (the Copy link button or menu item).
    focused?.focus({ preventScroll: true });
  }
}
