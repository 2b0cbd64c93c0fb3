import { useEffect, useRef } from 'react';
import { type FieldValues, get, type Path, type UseFormReturn } from 'react-hook-form';
import { ApiError } from '../http/errors';

/**
 * How a form names a field the API names differently (`clients.2.name` of the request may be the
 * form's `clients.3.name` when blank rows are left out). `null`: the form has no such input.
 */
export type PathMapping = (apiPath: string) => string | null;

const SERVER = 'server';

/**
 * Puts each of a refusal's `data.fields` under its input (react-hook-form `setError`) and returns
 * how many found an input. The message stays until that field's value changes (see
 * `useServerErrors`), not for a toast's 3 s.
 */
export function applyServerErrors<V extends FieldValues>(
  form: Pick<UseFormReturn<V>, 'setError' | 'getValues'>,
  error: unknown,
  mapPath: PathMapping = (path) => path,
  refused?: Map<string, string>,
): number {
  if (!(error instanceof ApiError)) return 0;
  let placed = 0;
  const values = form.getValues();
  for (const { field, message } of error.fields) {
    const name = mapPath(field);
    if (name === null) continue;
    form.setError(name as Path<V>, { type: SERVER, message }, { shouldFocus: placed === 0 });
    refused?.set(name, JSON.stringify(get(values, name) ?? null));
    placed += 1;
  }
  return placed;
}

/**
 * A form's server refusals: `apply(error)` sets them; each is cleared as soon as its field holds
 * a different value than the one refused (typing back the same text does not bring it back).
 */
export function useServerErrors<V extends FieldValues>(
  form: UseFormReturn<V>,
  mapPath?: PathMapping,
) {
  const refused = useRef(new Map<string, string>());
  useEffect(() => {
    const subscription = form.watch((values) => {
      for (const [name, value] of refused.current) {
        if (JSON.stringify(get(values, name) ?? null) === value) continue;
        refused.current.delete(name);
        if (form.getFieldState(name as Path<V>).error?.type === SERVER)
          form.clearErrors(name as Path<V>);
      }
    });
    return () => subscription.unsubscribe();
  }, [form]);
  return {
    apply: (error: unknown) => applyServerErrors(form, error, mapPath, refused.current),
  };
}

/**
 * A refusal in the words of the page that sent it: each refused field by the label the person
 * sees there (`labels`, by API path), not the API's name for it ("Value: is required." under a
 * field labelled "Session timeout (minutes)"). A refusal without fields keeps its own message.
 */
export function refusalText(error: unknown, labels: Readonly<Record<string, string>>): string {
  if (!(error instanceof ApiError) || error.fields.length === 0) {
    return error instanceof Error ? error.message : String(error);
  }
  const named = [
    ...new Set(error.fields.map((f) => `${labels[f.field] ?? f.field}: ${f.message}`)),
  ];
  return `${named.join('; ')}.`;
}
