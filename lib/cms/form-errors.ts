// Decap checks a form's own rules (a required field, a field's pattern) when Publish is pressed,
// and marks each field at fault in red, but says nothing at the top: an organiser on a phone
// who pressed Publish from the top of a long form sees nothing happen, the message thousands of
// pixels below ("Form link didn't match the pattern"). After a save action, the first field at
// fault is brought to the middle of the screen and focused. Loaded by both editors
// (content-check.browser.ts, results-check.browser.ts).

/** Decap's save actions, as its toolbar and its Publish menu read. */
const SAVE_ACTIONS = new Set([
  'Save',
  'Publish now',
  'Publish and create new',
  'Publish and duplicate',
]);

/** How long after a save action Decap's marks are waited for. */
const WAIT_MS = 2_000;

/** Brings the first field Decap marked at fault on screen and focuses it; false if none. */
export function revealFirstError(doc: Document = document): boolean {
  const error = doc.querySelector('[class*="-ControlErrorsList"] li');
  if (!error) return false;
  const field = error.closest('[class*="-ControlContainer"]') ?? error;
  field.scrollIntoView({ block: 'center' });
  field
    .querySelector<HTMLElement>('input, textarea, select, [contenteditable="true"]')
    ?.focus({ preventScroll: true });
  return true;
}

/** Watches for save actions, and after each reveals the first field at fault, if any. */
export function revealErrorsOnSave(doc: Document = document): void {
  doc.addEventListener(
    'click',
    (event) => {
      let node = event.target instanceof Element ? event.target : null;
      for (let depth = 0; node && depth < 4; depth += 1, node = node.parentElement) {
        if (SAVE_ACTIONS.has(node.textContent?.trim() ?? '')) break;
      }
      if (!node) return;
      const observer = new MutationObserver(() => {
        if (revealFirstError(doc)) stop();
      });
      const timer = setTimeout(() => stop(), WAIT_MS);
      const stop = () => {
        observer.disconnect();
        clearTimeout(timer);
      };
      observer.observe(doc.body, { childList: true, subtree: true });
    },
    true,
  );
}
