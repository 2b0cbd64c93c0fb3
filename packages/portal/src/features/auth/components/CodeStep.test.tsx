import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session, signOut } from '../../../shared/session/store';
import { removeItem } from '../../../shared/storage/storage';
import { CodeStep } from './CodeStep';

// Signed out, the step speaks the language this browser last chose (English when none): an
// earlier file of the worker may have chosen Chinese.
beforeEach(() => removeItem('languageType'));

afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

function answer(...bodies: unknown[]) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => {
    const body = bodies.length > 1 ? bodies.shift() : bodies[0];
    return new Response(JSON.stringify(body), { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const signedIn = { token: 'tok', roleIds: [3], roleInfos: [] };

describe('the code step of the login page', () => {
  it('sends the challenge and the app code, and signs in', async () => {
    const fetch = answer({ code: 200, message: 'success', data: signedIn });
    const onSuccess = vi.fn();
    render(<CodeStep challenge="ch-1" onSuccess={onSuccess} onBack={vi.fn()} />);
    await userEvent.type(screen.getByLabelText(/Code from your authenticator app/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(onSuccess).toHaveBeenCalled();
    expect(session.token).toBe('tok');
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/general/unauth/loginByCode');
    expect(String(init?.body)).toBe('challenge=ch-1&code=123456');
  });

  it("shows the server's refusal of a reused code under the field, and checks the shape first", async () => {
    const fetch = answer({
      code: 400,
      message: 'Code: was already used; wait for the next code in your app.',
      data: null,
    });
    const onSuccess = vi.fn();
    render(<CodeStep challenge="ch-1" onSuccess={onSuccess} onBack={vi.fn()} />);
    const input = screen.getByLabelText(/Code from your authenticator app/);
    await userEvent.type(input, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please enter the 6-digit code.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.type(input, '3456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/was already used/)).toBeTruthy();
    expect(onSuccess).not.toHaveBeenCalled();
    expect(session.token).toBeNull();
  });

  it('takes a recovery code by the link', async () => {
    const fetch = answer({ code: 200, message: 'success', data: signedIn });
    render(<CodeStep challenge="ch-2" onSuccess={vi.fn()} onBack={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await userEvent.type(screen.getByLabelText(/Recovery code/), 'abcde-fghjk');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(String(fetch.mock.calls[0]?.[1]?.body)).toBe('challenge=ch-2&code=abcde-fghjk');
  });
});
