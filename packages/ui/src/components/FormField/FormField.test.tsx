import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from '../TextField/TextField';
import { FormField } from './FormField';

function AgentForm({ onValid }: { onValid: () => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ name: string }>({ defaultValues: { name: '' } });
  return (
    <form onSubmit={handleSubmit(onValid)}>
      <FormField label="Agent name" required error={errors.name?.message}>
        <TextField {...register('name', { required: 'Agent name is required' })} />
      </FormField>
      <button type="submit">Save</button>
    </form>
  );
}

describe('FormField', () => {
  it('names its control by the label and describes it with the help text', () => {
    render(
      <FormField label="E-mail" help="We never share it">
        <TextField />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAccessibleDescription('We never share it');
  });

  it('marks a required control and shows the mark', () => {
    render(
      <FormField label="Name" required>
        <input />
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeRequired();
    expect(screen.getByText('*')).toBeVisible();
  });

  it('shows an error under the control and marks the control invalid', () => {
    render(
      <FormField label="Phone" help="10 digits" error="Illegal input">
        <TextField />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('10 digits Illegal input');
    expect(screen.getByRole('alert')).toHaveTextContent('Illegal input');
  });

  it('keeps an id the control already has', () => {
    render(
      <FormField label="Code">
        <input id="dre-code" />
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAttribute('id', 'dre-code');
  });

  it('works with react-hook-form: submitting an empty required field shows the error', async () => {
    const onValid = vi.fn();
    render(<AgentForm onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const input = await screen.findByRole('textbox', { name: 'Agent name' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Agent name is required');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Agent name is required');
    expect(onValid).not.toHaveBeenCalled();

    await userEvent.type(input, 'Ann Lee');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ name: 'Ann Lee' }, expect.anything());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
