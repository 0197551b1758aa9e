// The ids of the draw's parts on an event's page, for links to them. Not in the client
// components themselves: a server component importing a constant from a 'use client' module
// gets a client reference, not the string.

/** The element that holds the draw's rounds and matches. */
export const DRAW_ID = 'draw';

/** The finder's place ("Find your team or player"), for "Find your match in the draw". */
export const DRAW_FINDER_ID = 'find';

/** The line after the draw that "Skip past the draw" leads to. */
export const DRAW_END_ID = 'draw-end';
