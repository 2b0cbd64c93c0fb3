import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './Toast';
import { toast } from './toastStore';

const shown = () => screen.queryAllByRole('listitem');

describe('Toast', () => {
  afterEach(() => {
    act(() => toast.clear());
    vi.useRealTimers();
  });

  it('shows a message raised from outside React', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Saved');
    });
    expect(screen.getByText('Saved')).toBeVisible();
  });

  it('closes itself after 3000 ms by default', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast.error('Request failed with status code 500');
    });
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByText('Request failed with status code 500')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Request failed with status code 500')).toBeNull();
  });

  it('honours a duration per toast', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast.info('Short', { duration: 1000 });
      toast.info('Default');
    });
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Short')).toBeNull();
    expect(screen.getByText('Default')).toBeInTheDocument();
  });

  it('stacks toasts in the order they were raised', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast.success('First');
    });
    act(() => vi.advanceTimersByTime(1000));
    act(() => {
      toast.error('Second');
      toast.info('Third');
    });
    expect(shown().map((node) => node.textContent)).toEqual(['First', 'Second', 'Third']);
    // The first one leaves first; the others keep their place.
    act(() => vi.advanceTimersByTime(2000));
    expect(shown().map((node) => node.textContent)).toEqual(['Second', 'Third']);
  });

  it('stays while the pointer rests on it, and closes after its time once it leaves', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast.info('Read me slowly');
    });
    const item = shown()[0] as HTMLElement;
    fireEvent.pointerEnter(item);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Read me slowly')).toBeInTheDocument();
    fireEvent.pointerLeave(item);
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText('Read me slowly')).toBeNull();
  });

  it('can be closed by the user', async () => {
    render(<Toaster closeLabel="关闭" />);
    act(() => {
      toast.success('copy success');
    });
    const item = screen.getByText('copy success').closest('li') as HTMLElement;
    await userEvent.click(within(item).getByRole('button', { name: '关闭' }));
    expect(screen.queryByText('copy success')).toBeNull();
  });

  it('can be dismissed by id, or all at once', () => {
    render(<Toaster />);
    let id = '';
    act(() => {
      id = toast.info('One');
      toast.info('Two');
    });
    act(() => toast.dismiss(id));
    expect(screen.queryByText('One')).toBeNull();
    expect(screen.getByText('Two')).toBeInTheDocument();
    act(() => toast.clear());
    expect(screen.queryByText('Two')).toBeNull();
  });

  it('replaces a toast raised again with the same id instead of stacking a copy', () => {
    render(<Toaster />);
    act(() => {
      toast.error('Network Error', { id: 'network' });
      toast.error('Network Error (again)', { id: 'network' });
    });
    expect(screen.queryByText('Network Error')).toBeNull();
    expect(screen.getAllByText('Network Error (again)')).toHaveLength(1);
  });
});
