import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

/** Stands for a router's link: an anchor whose own click handler navigates. */
const RouterLink = (props: ComponentProps<'a'>) => <a {...props} />;

describe('Button', () => {
  it('reports a click', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Confirm</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is a plain button, so it never submits a form by accident', () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button');
  });

  it('ignores clicks and says it is busy while loading', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Submit
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Submit' });
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('data-state', 'loading');
  });

  it('says it is busy yet still takes clicks when busy', async () => {
    const onClick = vi.fn();
    render(
      <Button busy onClick={onClick}>
        Search
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Search' });
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).not.toHaveAttribute('aria-disabled');
  });

  it('cannot be clicked when disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Delete
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveAttribute(
      'data-state',
      'disabled',
    );
  });

  it('can lend its look to a link', () => {
    render(
      <Button asChild variant="primary">
        <a href="#/home">Home</a>
      </Button>,
    );
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '#/home');
  });

  it('passes its click on to the link it lends its look to', async () => {
    const onClick = vi.fn();
    render(
      <Button asChild onClick={onClick}>
        <a href="#/home">Home</a>
      </Button>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('as a disabled link says so, leaves the tab order and does nothing when clicked', async () => {
    const onClick = vi.fn();
    const linkClick = vi.fn((event: { defaultPrevented: boolean }) => event.defaultPrevented);
    render(
      <Button asChild disabled onClick={onClick}>
        <RouterLink href="#/home" onClick={linkClick}>
          Home
        </RouterLink>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Home' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(link).toHaveAttribute('tabindex', '-1');
    expect(link).toHaveAttribute('data-state', 'disabled');
    await userEvent.click(link);
    expect(onClick).not.toHaveBeenCalled();
    expect(linkClick).not.toHaveBeenCalled();
  });
});
