import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Heading } from './Heading';

describe('Heading', () => {
  it('is a heading of the level asked for', () => {
    render(<Heading level={3}>Case list</Heading>);
    expect(screen.getByRole('heading', { level: 3, name: 'Case list' })).toBeInTheDocument();
  });

  it('defaults to a level-2 heading', () => {
    render(<Heading>Dashboard</Heading>);
    expect(screen.getByRole('heading', { level: 2, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('can look like another level than it is', () => {
    render(
      <>
        <Heading level={2} size={3}>
          Card title
        </Heading>
        <Heading level={3}>Section</Heading>
      </>,
    );
    const title = screen.getByRole('heading', { level: 2, name: 'Card title' });
    expect(title.className).toBe(screen.getByRole('heading', { level: 3 }).className);
  });
});
