import { CASE_TEXT_LIMITS, limitKey, type TextLimit } from '@bq/contract/meta';
import { characterCount } from '@bq/validators';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { CaseForm } from './CaseForm';
import { CASE_KINDS, type CaseKind, requiredPaths } from './caseKinds';
import { emptyForm } from './formMapping';

function Form({ kind }: { kind: CaseKind }) {
  const form = useForm({ defaultValues: emptyForm(kind) });
  return (
    <FormProvider {...form}>
      <CaseForm kind={kind} people={[]} />
    </FormProvider>
  );
}

/**
 * The rendered text inputs of the form that have a limit in the table, by name, with how many
 * characters a paste of one emoji more than the limit left in.
 */
async function textInputs(kind: CaseKind): Promise<Map<string, number>> {
  const user = userEvent.setup();
  const { container, unmount } = render(<Form kind={kind} />);
  const inputs = container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input[type="text"][name], input:not([type])[name], textarea[name]',
  );
  const found = new Map<string, number>();
  for (const input of inputs) {
    const limit = CASE_TEXT_LIMITS[limitKey(input.name)];
    // Phone and number inputs format as they go and have no text limit of their own.
    if (!limit) continue;
    await user.clear(input);
    await user.paste('👍'.repeat(limit.max + 1));
    found.set(input.name, characterCount(input.value));
  }
  unmount();
  return found;
}

describe('the case form as rendered', () => {
  const table = CASE_TEXT_LIMITS as Record<string, TextLimit>;
  const saved = { ...table };
  afterEach(() => Object.assign(table, saved));

  it("limits every text field to the contract's table, and shows every field of the table", async () => {
    const seen = new Set<string>();
    for (const kind of Object.values(CASE_KINDS)) {
      for (const [name, kept] of await textInputs(kind)) {
        seen.add(limitKey(name));
        expect(kept, `${kind.key}: ${name}`).toBe(CASE_TEXT_LIMITS[limitKey(name)]?.max);
      }
    }
    const phones = Object.keys(CASE_TEXT_LIMITS).filter((key) => key.endsWith('.phone'));
    expect([...seen].sort()).toEqual(
      Object.keys(CASE_TEXT_LIMITS)
        .filter((key) => !phones.includes(key))
        .sort(),
    );
  });

  it('follows a limit changed in the table (a client name of 100 becomes 7)', async () => {
    expect((await textInputs(CASE_KINDS.pm)).get('clients.0.name')).toBe(100);
    table['clients.*.name'] = { max: 7 };
    expect((await textInputs(CASE_KINDS.pm)).get('clients.0.name')).toBe(7);
  });

  it('shows, and marks required, every field submit requires for the type', () => {
    for (const kind of Object.values(CASE_KINDS)) {
      const { container, unmount } = render(<Form kind={kind} />);
      for (const path of requiredPaths(kind)) {
        const control = container.querySelector(`[name="${path}"]`);
        expect(control, `${kind.key}: ${path} is shown`).not.toBeNull();
        expect(control?.getAttribute('aria-required'), `${kind.key}: ${path}`).toBe('true');
      }
      unmount();
    }
  });
});
