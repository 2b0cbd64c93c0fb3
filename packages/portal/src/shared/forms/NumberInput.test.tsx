import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { NumberInput } from './fields';

function Form({ send }: { send: (values: { hours: string }) => void }) {
  const form = useForm({ defaultValues: { hours: '' } });
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(send)}>
        <NumberInput name="hours" label="CE hours" kind="hours" />
        <button type="submit">Save</button>
      </form>
    </FormProvider>
  );
}

const input = () => screen.getByRole('textbox', { name: 'CE hours' });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('a number field of the form kit', () => {
  // Typing 150 once left "15" in the field under the message "at most 100".
  it('keeps 150 CE hours as typed, says at once it is too large, and does not save it', async () => {
    const send = vi.fn();
    render(<Form send={send} />);
    await userEvent.type(input(), '150');
    expect(input()).toHaveValue('150');
    expect(screen.getByRole('alert')).toHaveTextContent('Too large: at most 100.');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    await save();
    expect(send).not.toHaveBeenCalled();
    await userEvent.type(input(), '{Backspace}');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await save();
    await waitFor(() => expect(send).toHaveBeenCalledWith({ hours: '15' }, expect.anything()));
  });

  it('says a second decimal is one too many', async () => {
    render(<Form send={vi.fn()} />);
    await userEvent.type(input(), '2.55');
    expect(input()).toHaveValue('2.55');
    expect(screen.getByRole('alert')).toHaveTextContent('At most 1 digit after the decimal point.');
  });
});
