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
});
