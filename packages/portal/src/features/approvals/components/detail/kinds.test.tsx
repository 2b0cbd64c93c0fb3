import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formItems } from './kinds';

describe('an application read back', () => {
  it('shows a vendor form with its invoice and the amount to the cent', () => {
    const items = formItems('vendor', {
      vendorName: 'Bright Photo',
      service: 'Photos',
      amount: '7500.10',
      invoiceRef: 'INV-77',
      note: '',
    });
    const shown = items.map((i) => [i.label, render(<p>{i.value}</p>).container.textContent]);
    expect(shown).toEqual([
      ['Vendor', 'Bright Photo'],
      ['Service', 'Photos'],
      ['Amount', '$7,500.10'],
      ['Invoice number', 'INV-77'],
      ['Note', ''],
    ]);
  });

  it('shows a refund with its minus and marks it negative, and shows what is not an amount as sent', () => {
    const refund = render(<p>{formItems('wages', { amount: '-125.00' })[2]?.value}</p>);
    expect(refund.getByText('-$125.00')).toHaveAttribute('data-state', 'negative');
    expect(formItems('wages', { amount: '12,50' })[2]?.value).toBe('12,50');
    expect(formItems('wages', { amount: null })[2]?.value).toBe('');
  });

  it('never drops a field the kind does not list', () => {
    const items = formItems('mentor', { reason: 'Teach', yearsLicensed: 4, extra: 'x' });
    expect(items.at(-1)).toEqual({ key: 'extra', label: 'extra', value: 'x' });
  });

  it('masks the TIN but for its last four digits and names the salary type', () => {
    expect(formItems('entry', { tinLast4: '4321' }).find((i) => i.key === 'tinLast4')?.value).toBe(
      '•••••4321',
    );
    expect(formItems('wages', { type: 'market' })[0]?.value).toBe('Market service');
  });
});
