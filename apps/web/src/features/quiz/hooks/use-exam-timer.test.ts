import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useExamTimer } from './use-exam-timer';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useExamTimer', () => {
  it('counts down from when the exam started, not from when the page first rendered', () => {
    const onExpire = vi.fn();
    const { result, rerender } = renderHook(({ deadline, startedAt }) => useExamTimer(deadline, onExpire, startedAt), {
      initialProps: { deadline: null as number | null, startedAt: 0 },
    });
    expect(result.current).toBeNull();
    // The attempt took a while to load.
    act(() => vi.advanceTimersByTime(3_000));
    const startedAt = Date.now();
    rerender({ deadline: startedAt + 8_000, startedAt });
    expect(result.current).toBe(8);
    act(() => vi.advanceTimersByTime(3_000));
    expect(result.current).toBe(5);
    expect(onExpire).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(6_000));
    expect(result.current).toBe(0);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });
});
