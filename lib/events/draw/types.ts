/** The shapes of a draw: its results, entrants, matches and the problems a result can have. */

/** One recorded result, as the draw file holds it (see schema.ts). */
export type DrawResult = {
  /** "r1-m3: Team A v Team B": the match and the two entrants it was played between. */
  match: string;
  winner: string;
  score?: string;
  /** The loser did not play (late, absent or withdrawn): the winner goes through. */
  walkover: boolean;
};

export type Entrant = { name: string; seed: number };

export type Match = {
  /** "r1-m3": round 1, match 3 (the address of its anchor is #match-r1-m3). */
  id: string;
  round: number;
  /** 1-based, top to bottom in the round. */
  number: number;
  /** Its two entrants; undefined where the match before it has no result yet. */
  sides: [Entrant | undefined, Entrant | undefined];
  /** A first-round place with one entrant and a bye: not played, the entrant goes through. */
  bye: boolean;
  /** The two matches whose winners play this one (none in the first round). */
  from?: [string, string];
  /** The recorded result (with the index of its entry in the file), when there is one. */
  result?: DrawResult & { index: number };
  winner?: Entrant;
};

/** A result the draw cannot take, with the entry and field it is about. */
export type DrawProblem = {
  index: number;
  match: string;
  field: keyof DrawResult;
  message: string;
};

export type Bracket = { size: number; rounds: Match[][]; problems: DrawProblem[] };
