/** The task log's auto-scroll: it follows new lines, stops when the user scrolls up, resumes at the bottom. */
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFollowBottom } from '../../src/components/taskLog/useFollowBottom';

function Log({ lines }: { lines: number }) {
  const { ref, onScroll } = useFollowBottom(lines);
  return <div ref={ref} onScroll={onScroll} data-testid="log" />;
}

/** The box's geometry: what a browser would lay out for `height` px of content in 400 px. */
function layout(el: HTMLElement, height: number) {
  Object.defineProperty(el, 'scrollHeight', { configurable: true, value: height });
  Object.defineProperty(el, 'clientHeight', { configurable: true, value: 400 });
}

describe('following the bottom of the log', () => {
  it('follows, stops when scrolled up, and follows again once back at the bottom', () => {
    const { rerender } = render(<Log lines={1} />);
    const el = screen.getByTestId('log');
    layout(el, 1000);
    rerender(<Log lines={2} />);
    expect(el.scrollTop).toBe(1000);

    el.scrollTop = 100;
    fireEvent.scroll(el);
    layout(el, 1200);
    rerender(<Log lines={3} />);
    expect(el.scrollTop).toBe(100);

    el.scrollTop = 800;
    fireEvent.scroll(el);
    layout(el, 1500);
    rerender(<Log lines={4} />);
    expect(el.scrollTop).toBe(1500);
  });
});
