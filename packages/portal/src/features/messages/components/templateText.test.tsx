import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { TextAreaInput } from '../../../shared/forms/fields';
import { variablesRule } from './templateRules';

function Body() {
  const form = useForm({ defaultValues: { body2: 'Hello' } });
  return (
    <FormProvider {...form}>
      <TextAreaInput name="body2" label="English text" rule={variablesRule(['userName'])} />
    </FormProvider>
  );
}

const body = () => screen.getByRole('textbox', { name: 'English text' });

describe('a template text being typed', () => {
  // `{foo}` was once named only once the field was left.
  it('warns of a variable its event does not fill in while the cursor is still in it', async () => {
    render(<Body />);
    await userEvent.type(body(), ' {{foo}');
    expect(body()).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(
      /uses \{foo\}, which this message does not fill in; it can use \{userName\}/i,
    );
    // Deleting it takes the warning away at once.
    await userEvent.type(body(), '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says nothing of a variable still being typed, before its closing brace', async () => {
    render(<Body />);
    await userEvent.type(body(), ' {{user');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
