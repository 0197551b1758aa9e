import { EARLY_TAP_SCRIPT } from '@/lib/early-taps';

/** Records taps on controls marked REPLAY_TAP before hydration and replays them after (lib/early-taps.ts). */
export function EarlyTapScript() {
  return <script dangerouslySetInnerHTML={{ __html: EARLY_TAP_SCRIPT }} />;
}
