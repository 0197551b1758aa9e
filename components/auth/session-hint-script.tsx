import { SESSION_KEY_PREFIX } from '@/lib/auth/session-key';

// Runs before first paint: marks <html data-session> when a stored Firebase session exists, so
// CSS can hide the signed-out header links until the avatar is ready (no flash either way).
const script = `try{var d=document.documentElement,p=${JSON.stringify(SESSION_KEY_PREFIX)};[localStorage,sessionStorage].some(function(s){for(var i=0;i<s.length;i++){if((s.key(i)||'').indexOf(p)===0){d.dataset.session='';return true}}})}catch(e){}`;

export function SessionHintScript() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
