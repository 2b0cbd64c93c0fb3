import { meta } from '@bq/contract/meta';
import { Toaster, toast } from '@bq/ui';
import { act, render, screen } from '@testing-library/react';
import { type AxiosAdapter, AxiosError } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { http, send } from './client';

const original = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = original;
  act(() => toast.clear());
});

/** Every request fails as a dropped connection does in the browser. */
const dropped: AxiosAdapter = async (config) => {
  throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
};

/** The toasts a person sees saying `message`. */
const shown = (message: string) =>
  screen.queryAllByRole('alert').filter((alert) => alert.textContent?.includes(message)).length;

describe('failed calls in toasts', () => {
  it('says one cause once when several calls fail with it together', async () => {
    render(<Toaster />);
    http.defaults.adapter = dropped;
    await act(() =>
      Promise.allSettled([
        send(meta.messageStation.getMessageList, {}),
        send(meta.messageStation.getMessageList, {}),
        send(meta.messageStation.getUnreadNum, {}),
      ]),
    );
    expect(shown('Network Error')).toBe(1);
  });

  it('still shows each different message', async () => {
    render(<Toaster />);
    let n = 0;
    http.defaults.adapter = async (config) => {
      n += 1;
      return {
        data: { code: 500, message: `The store said no (${n})`, data: null },
        status: 200,
        statusText: 'OK',
        headers: {},
        config,
      };
    };
    await act(() =>
      Promise.allSettled([
        send(meta.messageStation.getMessageList, {}),
        send(meta.messageStation.getMessageList, {}),
      ]),
    );
    expect(shown('The store said no (1)')).toBe(1);
    expect(shown('The store said no (2)')).toBe(1);
  });
});
