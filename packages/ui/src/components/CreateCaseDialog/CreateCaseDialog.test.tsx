import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { CreateCaseDialog } from './CreateCaseDialog';

/** The caller's options (the portal passes the contract's case types). */
const TYPES = [
  { value: 1, label: 'Purchase' },
  { value: 3, label: 'Listing' },
  { value: 4, label: 'Mortgage' },
  { value: 5, label: 'Property management' },
  { value: 6, label: 'Referral' },
];

const openDialog = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Create new' }));
  return screen.getByRole('dialog', { name: 'Create new transaction' });
};

describe('CreateCaseDialog', () => {
  it('offers the options it is given, in their order', async () => {
    render(<CreateCaseDialog options={TYPES} trigger={<Button>Create new</Button>} />);
    await openDialog();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      '1',
      '3',
      '4',
      '5',
      '6',
    ]);
    for (const { label } of TYPES) expect(screen.getByRole('radio', { name: label })).toBeVisible();
  });

  it('keeps Confirm disabled until a type is chosen, then reports the type and closes', async () => {
    const onConfirm = vi.fn();
    render(
      <CreateCaseDialog
        options={TYPES}
        trigger={<Button>Create new</Button>}
        onConfirm={onConfirm}
      />,
    );
    await openDialog();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await userEvent.click(screen.getByText('Mortgage'));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith(4);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('can be answered with the keyboard', async () => {
    const onConfirm = vi.fn();
    render(<CreateCaseDialog options={TYPES} open onConfirm={onConfirm} />);
    screen.getByRole('radio', { name: 'Purchase' }).focus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('radio', { name: 'Purchase' })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Listing' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('radio', { name: 'Listing' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith(3);
  });

  it('cancels without a type and starts empty the next time', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <CreateCaseDialog
        options={TYPES}
        trigger={<Button>Create new</Button>}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    await openDialog();
    await userEvent.click(screen.getByText('Referral'));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    await openDialog();
    expect(screen.getByRole('radio', { name: 'Referral' })).not.toBeChecked();
  });

  it('takes its texts by props', () => {
    render(
      <CreateCaseDialog
        open
        options={[{ value: 'buy', label: '买房' }]}
        title="新建交易"
        confirmText="确定"
        cancelText="取消"
      />,
    );
    expect(screen.getByRole('dialog', { name: '新建交易' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '买房' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '确定' })).toBeInTheDocument();
  });
});
