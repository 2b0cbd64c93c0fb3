import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingOverlay } from './LoadingOverlay';

describe('LoadingOverlay', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("covers the screen with 'Loading' and tells assistive tech the page is busy", () => {
    render(<LoadingOverlay open />);
    const overlay = screen.getByRole('status');
    expect(overlay).toHaveTextContent('Loading');
    expect(overlay).toHaveAttribute('aria-busy', 'true');
    expect(overlay.parentElement).toBe(document.body);
  });

  it('closes 400 ms after it is released, not before', () => {
    const { rerender } = render(<LoadingOverlay open />);
    rerender(<LoadingOverlay open={false} />);
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'closing');
    act(() => vi.advanceTimersByTime(399));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('stays open when it is taken again within the delay', () => {
    const { rerender } = render(<LoadingOverlay open />);
    rerender(<LoadingOverlay open={false} />);
    act(() => vi.advanceTimersByTime(200));
    rerender(<LoadingOverlay open />);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'open');
  });

  it('shows nothing while closed', () => {
    render(<LoadingOverlay open={false} text="加载中" />);
    expect(screen.queryByText('加载中')).toBeNull();
  });
});
