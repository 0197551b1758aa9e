import { firebaseSettings } from '@/lib/firebase/client-config';
import { sessionHintScript } from '@/lib/security/known-scripts';

// Runs before first paint: marks <html data-session> when Firebase keeps a signed-in user of this
// build's project, so CSS can hide the signed-out header links until the avatar is ready (no
// flash either way).
export function SessionHintScript() {
  return (
    <script
      dangerouslySetInnerHTML={{ __html: sessionHintScript(firebaseSettings().options.apiKey) }}
    />
  );
}
