// The parts of @mdn/mdn-http-observatory that e2e/production/observatory.ts uses (the package
// ships JavaScript with JSDoc types only).
declare module '@mdn/mdn-http-observatory/src/grader/charts.js' {
  export const MINIMUM_SCORE_FOR_EXTRA_CREDIT: number;
}
declare module '@mdn/mdn-http-observatory/src/grader/grader.js' {
  export function getGradeForScore(score: number): { score: number; grade: string };
  export function getScoreModifier(expectation: string): number;
}
declare module '@mdn/mdn-http-observatory/src/retriever/utils.js' {
  export function parseHttpEquivHeaders(html: string, baseUrl: string): Map<string, string[]>;
}
declare module '@mdn/mdn-http-observatory/src/types.js' {
  export class Requests {
    constructor(hostname: string);
    hostname: string;
    resources: { path: string | null };
    responses: {
      auto: unknown;
      cors: unknown;
      http: unknown;
      https: unknown;
      httpRedirects: { url: URL; status: number }[];
      httpsRedirects: { url: URL; status: number }[];
    };
    session: unknown;
  }
}
declare module '@mdn/mdn-http-observatory/src/constants.js';
