import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../http/errors';
import { FieldLimits, TextInput } from './fields';
import { useEditor } from './useEditor';

interface Values {
  title: string;
  people: { name: string }[];
}

function Editor({ action, reload }: { action: () => Promise<void>; reload: () => Promise<void> }) {
  const form = useForm<Values>({
    defaultValues: { title: '', people: [{ name: '' }, { name: '' }] },
  });
  // The API leaves out the first (blank) row: its `people.0` is the form's `people.1`.
  const editor = useEditor({
    form,
    reload,
    mapPath: (path) => path.replace(/^people\.(\d+)/, (_, i) => `people.${Number(i) + 1}`),
  });
  return (
    <FormProvider {...form}>
      <FieldLimits table={{ title: { max: 5 }, 'people.*.name': { max: 20 } }}>
        <TextInput name="title" label="Title" />
        <TextInput name="people.0.name" label="First person" />
        <TextInput name="people.1.name" label="Second person" />
      </FieldLimits>
      <button type="button" onClick={() => editor.run('save', action)}>
        {editor.busy === 'save' ? 'Saving…' : 'Save'}
      </button>
      {editor.conflict.open && (
        <div role="alertdialog" aria-label="Changed meanwhile">
          {editor.conflict.message}
          <button type="button" onClick={editor.conflict.reload}>
            Reload
          </button>
        </div>
      )}
    </FormProvider>
  );
}

const refusal = new ApiError(400, 'Person 1 name: at most 3 characters.', 'bq/x', [
  { field: 'people.0.name', message: 'at most 3 characters' },
]);

describe('the editor hook', () => {
  it('shows the action as busy while it runs', async () => {
    let finish = () => {};
    const action = () => new Promise<void>((resolve) => (finish = resolve));
    render(<Editor action={action} reload={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeInTheDocument();
    finish();
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('takes its text limits from the table it is given, in characters', async () => {
    const user = userEvent.setup();
    render(<Editor action={vi.fn()} reload={vi.fn()} />);
    await user.click(screen.getByLabelText('Title'));
    await user.paste('👍'.repeat(6));
    expect(screen.getByLabelText('Title')).toHaveValue('👍'.repeat(5));
    await user.click(screen.getByLabelText('Second person'));
    await user.paste('👨‍👩‍👧'.repeat(21));
    expect(screen.getByLabelText('Second person')).toHaveValue('👨‍👩‍👧'.repeat(20));
  });

  it("puts a refusal's field message under the input the mapping names, until that field changes", async () => {
    render(<Editor action={() => Promise.reject(refusal)} reload={vi.fn()} />);
    const second = screen.getByLabelText('Second person');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('At most 3 characters')).toBeInTheDocument();
    expect(second).toHaveAttribute('aria-invalid', 'true');
    expect(second).toHaveAccessibleDescription('At most 3 characters');
    expect(screen.getByLabelText('First person')).not.toHaveAttribute('aria-invalid');
    // Typing elsewhere leaves it; correcting the field clears it.
    await userEvent.type(screen.getByLabelText('Title'), 'abc');
    expect(screen.getByText('At most 3 characters')).toBeInTheDocument();
    await userEvent.type(second, 'Ann');
    await waitFor(() => expect(screen.queryByText('At most 3 characters')).toBeNull());
    expect(second).not.toHaveAttribute('aria-invalid');
  });

  it('turns a version conflict into a message with a reload offer', async () => {
    const reload = vi.fn(async () => {});
    const conflict = new ApiError(409, 'This case was changed meanwhile', 'bq/x');
    render(<Editor action={() => Promise.reject(conflict)} reload={reload} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Changed meanwhile' });
    expect(dialog).toHaveTextContent('This case was changed meanwhile');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
