import type { ApiGet } from './api-url';

/**
 * GET answers asked for by the page's first script (boot.ts) while React and the screen's code
 * still download, so the first screen's data does not wait for them. The API client takes each
 * answer once, for the same address and bearer token, while it is fresh; any other call, and a
 * later one, goes to the network as usual.
 */

/** Older than this, an early answer is not used: the app asks again. */
export const EARLY_ANSWER_FRESH_MS = 30_000;

interface EarlyAnswer {
  token: string;
  askedAt: number;
  response: Promise<Response>;
}

const answers = new Map<string, EarlyAnswer>();

/**
 * Asks for `url` with the bearer token now. `onAnswer` gets a copy of the answer to read for
 * itself (the API client reads the original); a failure of either is the app's to report, when
 * it asks.
 */
export function askEarly(
  url: string,
  token: string,
  onAnswer?: (copy: Response) => void | Promise<void>,
  now: number = Date.now(),
): void {
  const response = fetch(url, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    credentials: 'same-origin',
  });
  answers.set(url, { token, askedAt: now, response });
  // The first callback on the answer: the copy is made before anyone can read the body.
  response.then((answer) => onAnswer?.(answer.clone())).catch(() => undefined);
}

/** The early answer for `url`, once, if it was asked for with `token` and is still fresh. */
export function takeEarlyAnswer(
  url: string,
  token: string | null,
  now: number = Date.now(),
): Promise<Response> | undefined {
  const answer = answers.get(url);
  if (!answer) return undefined;
  answers.delete(url);
  if (answer.token !== token || now - answer.askedAt > EARLY_ANSWER_FRESH_MS) return undefined;
  return answer.response;
}

/** Forgets every early answer (tests). */
export function forgetEarlyAnswers(): void {
  answers.clear();
}

/** A GET the page's first script asks for early (boot/first-screen-requests.ts). */
export interface EarlyRequest {
  request: ApiGet;
  /** A list of cards ({ items }): the first cards' pictures are asked for as it answers. */
  cards?: boolean;
}
