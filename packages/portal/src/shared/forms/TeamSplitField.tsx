import { type SelectOption, TeamSplitEditor, Text } from '@bq/ui';
import { Controller, get, useFormContext, useFormState } from 'react-hook-form';

/** The messages held for any row of a list field (`teamSplit.2.person`…), in row order. */
export function useRowErrors(name: string): string[] {
  const { errors } = useFormState({ name });
  const rows = get(errors, name) as
    | Record<string, Record<string, { message?: unknown }>>
    | undefined;
  if (!rows || typeof rows !== 'object') return [];
  return Object.entries(rows).flatMap(([row, fields]) =>
    Object.values(fields ?? {})
      .map((error) => error?.message)
      .filter((message): message is string => typeof message === 'string' && message !== '')
      .map((message) => `Row ${Number(row) + 1}: ${message}`),
  );
}

/**
 * The team split rows; the people offered come from the caller (a call's answer). A server
 * refusal of a row (a person listed twice, not an agent) shows under the editor.
 */
export function TeamSplitField({
  name,
  people,
}: {
  name: string;
  people: readonly SelectOption[];
}) {
  const { control } = useFormContext();
  const problems = useRowErrors(name);
  return (
    <>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <TeamSplitEditor
            value={field.value}
            onChange={field.onChange}
            people={people}
            disabled={field.disabled}
          />
        )}
      />
      {problems.map((problem) => (
        <Text key={problem} tone="danger" size="sm" role="alert">
          {problem}
        </Text>
      ))}
    </>
  );
}
