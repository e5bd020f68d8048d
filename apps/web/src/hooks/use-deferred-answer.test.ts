// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDeferredAnswer } from './use-deferred-answer';

type Answer = { items: number[] };

function renderAnswers(initial: Answer | undefined) {
  const seen: ReturnType<typeof useDeferredAnswer<Answer>>[] = [];
  const hook = renderHook(
    ({ data }: { data: Answer | undefined }) => {
      const answer = useDeferredAnswer(data);
      seen.push(answer);
      return answer;
    },
    { initialProps: { data: initial } },
  );
  return { ...hook, seen };
}

describe('useDeferredAnswer', () => {
  it('renders the first answer in a background render, settling until then', () => {
    const { result, rerender, seen } = renderAnswers(undefined);
    expect(result.current).toEqual({ shown: undefined, settling: false });
    seen.length = 0;
    const answer = { items: [1, 2, 3] };
    rerender({ data: answer });
    // The urgent render keeps the loading state; the background render shows the answer.
    expect(seen[0]).toEqual({ shown: undefined, settling: true });
    expect(result.current).toEqual({ shown: answer, settling: false });
  });

  it('shows the previous answer until the next one has rendered', () => {
    const first = { items: [1] };
    const { result, rerender, seen } = renderAnswers(first);
    expect(result.current.shown).toBe(first);
    seen.length = 0;
    const next = { items: [2] };
    rerender({ data: next });
    expect(seen[0]).toEqual({ shown: first, settling: false });
    expect(result.current).toEqual({ shown: next, settling: false });
  });

  it('shows data that is there from the start at once', () => {
    const answer = { items: [1] };
    const { seen } = renderAnswers(answer);
    expect(seen[0]).toEqual({ shown: answer, settling: false });
  });
});
