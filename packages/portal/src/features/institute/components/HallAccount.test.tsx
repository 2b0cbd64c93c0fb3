import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '../../../shared/layout/store';
import { setTourist, signIn, signOut } from '../../../shared/session/store';
import { HallAccount } from './HallAccount';

const ZH: Language = 1;
const EN: Language = 2;

function renderHeader(language: Language = EN) {
  const router = createMemoryRouter([{ path: '*', element: <HallAccount language={language} /> }]);
  render(<RouterProvider router={router} />);
}

const ROLE = { roleIds: [], roleInfos: [] };

describe('the public hall header', () => {
  afterEach(() => signOut());

  it('offers a visitor the way to sign in, in the hall language', () => {
    renderHeader(ZH);
    expect(screen.getByRole('link', { name: '登录' }).getAttribute('href')).toBe('/');
  });

  it('offers a tourist account (no role yet) the entry application instead', () => {
    signIn('token', ROLE);
    setTourist(true);
    renderHeader();
    expect(screen.getByRole('link', { name: 'Apply to join BQ Realty' }).getAttribute('href')).toBe(
      '/approval/apply/entry',
    );
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('takes a signed-in staff member back to the portal', () => {
    signIn('token', ROLE);
    renderHeader();
    expect(screen.getByRole('link', { name: 'Open the portal' }).getAttribute('href')).toBe(
      '/home',
    );
  });
});
