import { type ApplicationKind, FIELD_LIMITS } from '@bq/contract/meta';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { stubSend } from '../../../../../test/sendStub';
import { ApplyForm } from './ApplyForm';
import { APPLY_KINDS, fieldsOf } from './applyKinds';
import { emptyValues } from './applyMapping';

// The pickers' searches and the coach agreement are answered by nobody: the fields render.
stubSend(() => new Promise(() => {}));

function Form({ kind }: { kind: ApplicationKind }) {
  const form = useForm({ defaultValues: emptyValues(kind) });
  return (
    <QueryClientProvider client={new QueryClient()}>
      <FormProvider {...form}>
        <ApplyForm kind={APPLY_KINDS[kind]} />
      </FormProvider>
    </QueryClientProvider>
  );
}

describe('an application form as rendered', () => {
  it('shows every field of its kind, marking the ones the server requires', () => {
    for (const kind of Object.values(APPLY_KINDS)) {
      const { container, unmount } = render(<Form kind={kind.key} />);
      for (const field of fieldsOf(kind)) {
        const control =
          container.querySelector(`[name="${field.name}"]`) ??
          screen.queryByRole('combobox', { name: field.label });
        expect(control, `${kind.key}: ${field.name} is shown`).not.toBeNull();
        expect(
          control?.getAttribute('aria-required') === 'true',
          `${kind.key}: ${field.name}`,
        ).toBe(Boolean(field.required));
      }
      unmount();
    }
  });

  it("lets one type exactly what the contract's limits take, an emoji counting one", async () => {
    const user = userEvent.setup();
    render(<Form kind="vendor" />);
    for (const [name, { max }] of [
      ['Vendor', FIELD_LIMITS.application.vendorName],
      ['Note', FIELD_LIMITS.application.note],
    ] as const) {
      const box = screen.getByRole('textbox', { name });
      await user.click(box);
      await user.paste('👍'.repeat(max + 1));
      expect(box, name).toHaveValue('👍'.repeat(max));
    }
  });
});
