'use client';

import * as React from 'react';

import { DRAW_FINDER_ID } from './draw-ids';

export type DrawFinderProps = {
  /** Every entrant, in the order the list offers them. */
  entrants: string[];
  /** The id of the element that holds the draw's matches. */
  drawId: string;
};

/**
 * "Find your team or player": a native select that narrows the server-rendered draw to one
 * entrant's matches (hiding the rest) and says how many it shows. Without JavaScript the whole
 * draw is there and the page's own find works; a choice made before the page was ready is read
 * from the select when React takes over. Following a link to a match it hides shows the whole
 * draw again.
 */
export function DrawFinder({ entrants, drawId }: DrawFinderProps) {
  const selectRef = React.useRef<HTMLSelectElement>(null);
  const [message, setMessage] = React.useState('');

  const show = React.useCallback(
    (name: string) => {
      const root = document.getElementById(drawId);
      if (!root) return;
      let count = 0;
      let bye = false;
      let next = false;
      root.querySelectorAll<HTMLElement>('[data-entrants]').forEach((match) => {
        const plays = (match.dataset.entrants ?? '').split('\n').includes(name);
        // The match it plays if it wins the one under way (its side is not known yet).
        const may = (match.dataset.mayPlay ?? '').split('\n').includes(name);
        match.hidden = Boolean(name) && !plays && !may;
        if (name && plays) {
          // A bye is shown with the matches, not counted as one.
          if (match.dataset.bye === undefined) count += 1;
          else bye = true;
        }
        if (name && may) next = true;
      });
      root.querySelectorAll<HTMLElement>('[data-round]').forEach((round) => {
        round.hidden = Boolean(name) && !round.querySelector('[data-entrants]:not([hidden])');
      });
      setMessage(
        name
          ? `Showing the ${shownMatches(count, bye)} of ${name}` +
              // A name that ends with its own full stop ("Rook D.") takes no second one.
              (next ? ', and the one they play if they win.' : name.endsWith('.') ? '' : '.')
          : '',
      );
    },
    [drawId],
  );

  React.useEffect(() => {
    const chosen = selectRef.current?.value;
    if (chosen) show(chosen);
  }, [show]);

  // A link to a match the choice hides ("Winner of Round of 64 match 26") shows the whole draw
  // again and goes to that match, rather than doing nothing.
  React.useEffect(() => {
    const onHashChange = () => {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      const root = document.getElementById(drawId);
      if (!target || !root?.contains(target) || !target.closest('[hidden]')) return;
      if (selectRef.current) selectRef.current.value = '';
      show('');
      target.scrollIntoView();
    };
    addEventListener('hashchange', onHashChange);
    return () => removeEventListener('hashchange', onHashChange);
  }, [drawId, show]);

  return (
    // Only JavaScript narrows the draw: without it the finder is not offered (app/layout.tsx).
    <div id={DRAW_FINDER_ID} data-needs-js="" className="flex scroll-mt-24 flex-col gap-2">
      <label htmlFor={`${drawId}-finder`} className="font-semibold">
        Find your team or player
      </label>
      <select
        id={`${drawId}-finder`}
        ref={selectRef}
        defaultValue=""
        onChange={(event) => show(event.target.value)}
        className="min-h-11 w-full max-w-sm rounded-md border-2 border-input bg-background px-3"
      >
        <option value="">Whole draw</option>
        {entrants.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      <p role="status" className="min-h-6 text-sm text-muted-foreground">
        {message}
      </p>
    </div>
  );
}

/**
 * "2 matches", or "bye and the 1 match": what the finder shows of an entrant (a bye puts its
 * entrant in a match of the next round, so it always comes with one).
 */
function shownMatches(count: number, bye: boolean): string {
  const matches = `${count} ${count === 1 ? 'match' : 'matches'}`;
  return bye ? `bye and the ${matches}` : matches;
}
