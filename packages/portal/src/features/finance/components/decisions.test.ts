import { describe, expect, it } from 'vitest';
import { acceptRequestOf, noteRequestOf } from './decisions';

describe('finance decisions', () => {
  it('sends a receipt with its reference and the amount as typed', () => {
    expect(acceptRequestOf(4, { reference: ' TRF-88 ', received: '262.50' })).toEqual({
      request: { id: 4, reference: 'TRF-88', received: '262.50' },
    });
  });

  it('refuses a receipt without a reference or an amount above zero', () => {
    expect(acceptRequestOf(4, { reference: '', received: '0.00' })).toEqual({
      errors: {
        reference: 'Enter the reference of the transfer, cheque or card slip',
        received: 'Enter the amount received, more than $0.00',
      },
    });
    expect(acceptRequestOf(4, { reference: 'A', received: '1.005' })).toHaveProperty(
      'errors.received',
    );
  });

  it('needs a reason to reject or refuse, not to approve', () => {
    expect(noteRequestOf(2, { note: ' ' }, true)).toEqual({ errors: { note: 'Say why' } });
    expect(noteRequestOf(2, { note: ' ' }, false)).toEqual({ request: { id: 2, note: '' } });
    expect(noteRequestOf(2, { note: 'Bounced' }, true)).toEqual({
      request: { id: 2, note: 'Bounced' },
    });
  });
});
