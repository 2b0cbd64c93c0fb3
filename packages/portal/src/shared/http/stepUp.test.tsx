import { CODES } from '@bq/contract';
import { meta } from '@bq/contract/meta';
import { Toaster, toast } from '@bq/ui';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { layout } from '../layout/store';
import { ApiError } from './apiError';
import { http, send } from './client';

/**
 * Step-up in the http layer: a call refused for want of a fresh code opens the code dialog (loaded
 * on demand), sends the code, and sends the very same request once more; cancelling leaves the
 * call failed with words that say so; a refusal for want of an enrolment says to set it up.
 */

const original = http.defaults.adapter;
const english = layout.language;
beforeEach(() => {
  layout.language = 2;
});
afterEach(() => {
  http.defaults.adapter = original;
  layout.language = english;
  act(() => toast.clear());
});

type Sent = { url: string; body: string };

/** A server answering each path by its own list of envelopes, in order; records what was sent. */
function server(answers: Record<string, { code: number; message?: string; data?: unknown }[]>) {
  const sent: Sent[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const url = config.url ?? '';
    sent.push({ url, body: String(config.data ?? '') });
    const next = answers[url]?.shift() ?? { code: 500, message: `nothing for ${url}` };
    return {
      data: { message: '', data: null, ...next },
      status: 200,
      statusText: 'OK',
      headers: {},
      config,
    };
  };
  http.defaults.adapter = adapter;
  return sent;
}

const PAY = meta.payroll.pay;
const body = { idempotencyKey: '2b7c1d3e-0f4a-4b5c-8d6e-7f8091a2b3c4', id: 7 };
const refused = { code: CODES.stepUpRequired, message: 'Enter a code from your authenticator app' };

describe('a call that moves money asks for a fresh code', () => {
  it('sends the code, then the same request once more', async () => {
    render(<Toaster />);
    const sent = server({
      [PAY.path]: [refused, { code: 200, data: { id: 7 } }],
      [meta.twoStep.stepUp.path]: [
        { code: 400, message: 'code is wrong or has expired' },
        { code: 200 },
      ],
    });
    const paying = send(PAY, body);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    const field = await screen.findByLabelText(/Code from your authenticator app/);
    await userEvent.type(field, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/is wrong or has expired/)).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await expect(paying).resolves.toEqual({ id: 7 });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(sent.map((s) => s.url)).toEqual([
      PAY.path,
      meta.twoStep.stepUp.path,
      meta.twoStep.stepUp.path,
      PAY.path,
    ]);
    // The very same request: the same idempotency key, so the server does it once.
    expect(sent[3]?.body).toBe(sent[0]?.body);
    expect(sent[0]?.body).toContain(body.idempotencyKey);
    expect(sent[2]?.body).toBe(JSON.stringify({ code: '123456' }));
  });

  it('asks for six digits before sending anything', async () => {
    const sent = server({ [PAY.path]: [refused] });
    const paying = send(PAY, body).catch((e: unknown) => e);
    await userEvent.type(await screen.findByLabelText(/Code from your authenticator app/), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please enter the 6-digit code.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await paying;
    expect(sent).toHaveLength(1);
  });

  it('cancelled, leaves the call failed and says nothing was done', async () => {
    render(<Toaster />);
    const sent = server({ [PAY.path]: [refused] });
    const paying = send(PAY, body).catch((e: unknown) => e);
    await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const error = await paying;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(CODES.stepUpRequired);
    expect((error as ApiError).message).toMatch(/^Not done: a fresh code/);
    expect(await screen.findByRole('alert')).toHaveTextContent(/Not done: a fresh code/);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toHaveLength(1);
  });

  it('asks a person who must enrol first to set up two-step sign-in, without a dialog', async () => {
    server({ [PAY.path]: [{ code: CODES.stepUpEnrol, message: 'Set up two-step sign-in first' }] });
    const error = await send(PAY, body).catch((e: unknown) => e);
    expect((error as ApiError).code).toBe(CODES.stepUpEnrol);
    expect((error as ApiError).message).toMatch(/^Set up two-step sign-in first/);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
