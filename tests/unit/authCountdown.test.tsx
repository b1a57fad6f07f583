import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SMS_RESEND_SECONDS } from '../../authProvider/confirm';
import { useCountdown } from '../../src/components/confirm/useCountdown';

describe('the SMS resend countdown (docs/shell.md §12.1)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts 60 seconds down to zero and stops', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCountdown());
    expect(result.current.remaining).toBe(0);
    act(() => result.current.start(SMS_RESEND_SECONDS));
    expect(result.current.remaining).toBe(60);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(59);
    act(() => vi.advanceTimersByTime(58_000));
    expect(result.current.remaining).toBe(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops its timer when the dialog goes away', () => {
    vi.useFakeTimers();
    const { result, unmount } = renderHook(() => useCountdown());
    act(() => result.current.start(60));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
