import { describe, expect, it } from 'vitest';
import { envelopeOutcome, transportOutcome } from './errors';

const call = { path: 'bq/org/add' };

describe('error catalogue (spec §8)', () => {
  it('treats code 1001 as an expired session with the server message, even for polls', () => {
    expect(envelopeOutcome(call, 1001, 'Login expired')).toEqual({
      kind: 'session-expired',
      message: 'Login expired',
    });
    expect(envelopeOutcome(call, 1001, 'Login expired', { poll: true }).kind).toBe(
      'session-expired',
    );
  });

  it('toasts the server message for any other failing code', () => {
    expect(envelopeOutcome(call, 403, 'Not permitted')).toEqual({
      kind: 'toast',
      message: 'Not permitted',
    });
    expect(envelopeOutcome(call, 400, 'email: Invalid email address')).toEqual({
      kind: 'toast',
      message: 'email: Invalid email address',
    });
  });

  it('does not toast a 401', () => {
    expect(envelopeOutcome(call, 401, 'Please log in')).toEqual({ kind: 'silent' });
  });

  it('stays silent for the count polls, which stop their timers instead', () => {
    expect(envelopeOutcome({ path: 'bq/application/getNum' }, 500, 'boom', { poll: true })).toEqual(
      { kind: 'silent' },
    );
    expect(transportOutcome('Network Error', { poll: true })).toEqual({ kind: 'silent' });
  });

  it('passes 100006 back without a toast only on submit-application', () => {
    expect(envelopeOutcome({ path: 'bq/salary/submitApplication' }, 100006, 'exists')).toEqual({
      kind: 'silent',
    });
    expect(envelopeOutcome(call, 100006, 'exists').kind).toBe('toast');
  });

  it("toasts axios's generic transport messages as they are", () => {
    for (const message of [
      'Network Error',
      'Request aborted',
      'timeout of 9999999999ms exceeded',
      'Unsupported protocol ftp:',
      'Request failed with status code 502',
    ]) {
      expect(transportOutcome(message)).toEqual({ kind: 'toast', message });
    }
  });
});
