/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';

import { inlineScripts } from '@/lib/security/csp';
import { knownInlineScript, sessionHintScript } from '@/lib/security/known-scripts';
import { SessionHintScript } from '@/components/auth/session-hint-script';
import { EarlyTapScript } from '@/components/layout/early-tap-script';
import { ShareSheetHintScript } from '@/components/share/share-sheet-hint-script';

const FLIGHT = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n2:I[61594,[]]\\n"])';
const BOOTSTRAP =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[94553]});';

describe('knownInlineScript', () => {
  it("knows the site's own scripts as its components render them", () => {
    const html = renderToStaticMarkup(
      <>
        <EarlyTapScript />
        <SessionHintScript />
        <ShareSheetHintScript />
      </>,
    );
    expect(inlineScripts(html).map(knownInlineScript)).toEqual([
      'early-tap replay',
      'session hint',
      'share-sheet hint',
    ]);
  });

  it("knows the session hint of any project's API key, and nothing else in its place", () => {
    expect(knownInlineScript(sessionHintScript('AIzaSyA-1_b2'))).toBe('session hint');
    for (const key of ['', 'a";alert(1);"', 'a b']) {
      expect(knownInlineScript(sessionHintScript(key))).toBeNull();
    }
  });

  it("knows Next's bootstrap and payload scripts", () => {
    expect(knownInlineScript('(self.__next_f=self.__next_f||[]).push([0])')).toBe(
      'Next payload start',
    );
    expect(knownInlineScript(FLIGHT)).toBe('Next payload');
    expect(knownInlineScript(BOOTSTRAP)).toBe('Next bootstrap');
  });

  it.each([
    ['a script of its own', 'alert(document.cookie)'],
    ['code after a payload', `${FLIGHT};alert(1)`],
    ['code inside a payload argument', 'self.__next_f.push([1,"a"+alert(1)+"b"])'],
    ['code after the bootstrap', `${BOOTSTRAP}alert(1);`],
    [
      'a bootstrap that is not data',
      BOOTSTRAP.replace('{"otherChunks"', '{x:alert(1),"otherChunks"'),
    ],
    ['a changed hint script', 'if(typeof navigator.share==="function")alert(1)'],
  ])('does not know %s', (_what, script) => {
    expect(knownInlineScript(script)).toBeNull();
  });
});
