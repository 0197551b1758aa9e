import { SESSION_HINT_SCRIPT } from '@/lib/security/known-scripts';

// Runs before first paint: marks <html data-session> when a stored Firebase session exists, so
// CSS can hide the signed-out header links until the avatar is ready (no flash either way).
export function SessionHintScript() {
  return <script dangerouslySetInnerHTML={{ __html: SESSION_HINT_SCRIPT }} />;
}
