import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EARLY_ANSWER_FRESH_MS,
  askEarly,
  forgetEarlyAnswers,
  takeEarlyAnswer,
} from './early-answers';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => Response.json({ items: [1, 2] }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  forgetEarlyAnswers();
  vi.unstubAllGlobals();
});

describe('early answers', () => {
  it('asks with the bearer token at once, and hands the caller a copy of its own', async () => {
    let copy: Response | undefined;
    askEarly('/api/auth/me', 'tok', (answer) => {
      copy = answer;
    });
    await vi.waitFor(() => expect(copy).toBeDefined());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/me');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok');
    // The copy and the answer the app takes can both be read.
    await expect(copy!.json()).resolves.toEqual({ items: [1, 2] });
    const answer = await takeEarlyAnswer('/api/auth/me', 'tok');
    await expect(answer!.json()).resolves.toEqual({ items: [1, 2] });
  });

  it('gives an answer once, and only for the same address and token', async () => {
    askEarly('/api/a', 'tok');
    askEarly('/api/b', 'tok');
    expect(takeEarlyAnswer('/api/c', 'tok')).toBeUndefined();
    expect(takeEarlyAnswer('/api/a', 'other-token')).toBeUndefined();
    // A mismatch forgets it: the app asks the network from then on.
    expect(takeEarlyAnswer('/api/a', 'tok')).toBeUndefined();
    expect(takeEarlyAnswer('/api/b', 'tok')).toBeDefined();
    expect(takeEarlyAnswer('/api/b', 'tok')).toBeUndefined();
  });

  it('does not hand out an answer that is no longer fresh', () => {
    askEarly('/api/a', 'tok', undefined, 1_000);
    expect(takeEarlyAnswer('/api/a', 'tok', 1_000 + EARLY_ANSWER_FRESH_MS + 1)).toBeUndefined();
    askEarly('/api/a', 'tok', undefined, 1_000);
    expect(takeEarlyAnswer('/api/a', 'tok', 1_000 + EARLY_ANSWER_FRESH_MS)).toBeDefined();
  });

  it('leaves a failed request for the app to ask again, with nothing unhandled', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    const onAnswer = vi.fn();
    askEarly('/api/a', 'tok', onAnswer);
    await expect(takeEarlyAnswer('/api/a', 'tok')).rejects.toThrow('offline');
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('keeps a failing reader of the copy to itself', async () => {
    const onAnswer = vi.fn(() => Promise.reject(new Error('unreadable')));
    askEarly('/api/a', 'tok', onAnswer);
    await vi.waitFor(() => expect(onAnswer).toHaveBeenCalledOnce());
    await expect(takeEarlyAnswer('/api/a', 'tok')).resolves.toBeInstanceOf(Response);
  });
});
