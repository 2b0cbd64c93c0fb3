import { CASE_TEXT_LIMITS, limitKey, type TextLimit } from '@bq/contract/meta';
import { render } from '@testing-library/react';
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

/** The rendered text inputs of the form, by name, with their maxLength. */
function textInputs(kind: CaseKind): Map<string, number> {
  const { container, unmount } = render(<Form kind={kind} />);
  const inputs = container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input[type="text"][name], input:not([type])[name], textarea[name]',
  );
  const found = new Map([...inputs].map((input) => [input.name, input.maxLength]));
  unmount();
  return found;
}

describe('the case form as rendered', () => {
  const table = CASE_TEXT_LIMITS as Record<string, TextLimit>;
  const saved = { ...table };
  afterEach(() => Object.assign(table, saved));

  it("limits every text field to the contract's table, and shows every field of the table", () => {
    const seen = new Set<string>();
    for (const kind of Object.values(CASE_KINDS)) {
      for (const [name, maxLength] of textInputs(kind)) {
        const limit = CASE_TEXT_LIMITS[limitKey(name)];
        // Phone and number inputs format as they go and have no text limit of their own.
        if (!limit) continue;
        seen.add(limitKey(name));
        expect(maxLength, `${kind.key}: ${name}`).toBe(limit.max);
      }
    }
    const phones = Object.keys(CASE_TEXT_LIMITS).filter((key) => key.endsWith('.phone'));
    expect([...seen].sort()).toEqual(
      Object.keys(CASE_TEXT_LIMITS)
        .filter((key) => !phones.includes(key))
        .sort(),
    );
  });

  it('follows a limit changed in the table (a client name of 100 becomes 7)', () => {
    expect(textInputs(CASE_KINDS.pm).get('clients.0.name')).toBe(100);
    table['clients.*.name'] = { max: 7 };
    expect(textInputs(CASE_KINDS.pm).get('clients.0.name')).toBe(7);
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
