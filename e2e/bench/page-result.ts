import type { PageFigures } from './measure';

/** One page measured in one build, on one device, with a cold or warm cache (medians). */
export interface PageResult extends PageFigures {
  build: string;
  page: string;
  device: 'mobile' | 'desktop';
  cache: 'cold' | 'warm';
  /** Where the page landed (a redirect shows here). */
  url: string;
  /** From the navigation's start until the page's data is shown (the login form: usable). */
  dataShownMs: number | null;
  /** The page's main interactions measured here, in the order they were made. */
  interactions: InteractionResult[];
}

/** One interaction and its INP: 0 when under the browser's 16 ms reporting floor. */
export interface InteractionResult {
  name: string;
  inpMs: number;
}
