import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { CASE_TYPES, CreateCaseDialog } from './CreateCaseDialog';

const openDialog = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Create new' }));
  return screen.getByRole('dialog', { name: 'Create new transaction' });
};

describe('CreateCaseDialog', () => {
  it('offers the five transaction types in the spec order', async () => {
    render(<CreateCaseDialog trigger={<Button>Create new</Button>} />);
    await openDialog();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      '1',
      '3',
      '4',
      '5',
      '6',
    ]);
    expect(screen.getByRole('radio', { name: 'Property management' })).toBeInTheDocument();
    expect(CASE_TYPES.map((type) => type.label)).toEqual([
      'Purchase',
      'Listing',
      'Mortgage',
      'Property management',
      'Referral',
    ]);
  });

  it('keeps Confirm disabled until a type is chosen, then reports the type and closes', async () => {
    const onConfirm = vi.fn();
    render(<CreateCaseDialog trigger={<Button>Create new</Button>} onConfirm={onConfirm} />);
    await openDialog();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await userEvent.click(screen.getByText('Mortgage'));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith(4);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('can be answered with the keyboard', async () => {
    const onConfirm = vi.fn();
    render(<CreateCaseDialog open onConfirm={onConfirm} />);
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
        title="新建交易"
        labels={{ 1: '买房' }}
        confirmText="确定"
        cancelText="取消"
      />,
    );
    expect(screen.getByRole('dialog', { name: '新建交易' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '买房' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '确定' })).toBeInTheDocument();
  });
});
