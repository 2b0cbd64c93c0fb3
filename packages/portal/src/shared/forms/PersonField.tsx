import type { LookupPerson } from '@bq/contract';
import type { LOOKUP_PURPOSES } from '@bq/contract/meta';
import { type PersonOption, PersonPicker, type PersonPickerProps } from '@bq/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { forwardRef, useEffect, useState } from 'react';
import { callQuery, calls } from '../http/calls';
import { Controlled, type FieldProps } from './fields';

export type LookupPurpose = (typeof LOOKUP_PURPOSES)[number];
/** Which id of a person a form holds: their user (a delegate) or their agent record (a coach). */
export type PersonKey = 'userId' | 'agentId';

/** How long typing rests before the search goes: one call per pause, not per key. */
const SEARCH_PAUSE_MS = 250;

const detailOf = (person: LookupPerson) =>
  [person.roles.join(', '), person.branch, person.email].filter(Boolean).join(' · ');

/**
 * The server side of a `PersonPicker`: the office directory searched for `purpose`
 * (`bq/people/lookup`), the chosen person always among the answers so the picker can name them.
 */
export function usePersonSearch(
  purpose: LookupPurpose,
  value: string,
  key: PersonKey = 'userId',
): Pick<PersonPickerProps, 'people' | 'onQueryChange' | 'loading'> {
  const [query, setQuery] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    if (query === keyword) return;
    const timer = setTimeout(() => setKeyword(query), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [query, keyword]);
  const chosen = /^[1-9]\d*$/.test(value) ? { [key]: Number(value) } : {};
  const found = useQuery({
    ...callQuery(calls.people.lookup, { purpose, keyword: keyword.trim(), ...chosen }),
    placeholderData: keepPreviousData,
  });
  const people: PersonOption[] = (found.data?.list ?? []).flatMap((person) => {
    const id = person[key];
    return id === null ? [] : [{ value: String(id), name: person.name, detail: detailOf(person) }];
  });
  return { people, onQueryChange: setQuery, loading: query !== keyword || found.isFetching };
}

/**
 * A person reference in a form, chosen by name or e-mail (never a typed number).
 * The form holds the person's id as a string, `key` says which; an optional one can be cleared.
 */
export function PersonField({
  purpose,
  personKey = 'userId',
  placeholder = 'Type a name or e-mail',
  ...props
}: FieldProps & { purpose: LookupPurpose; personKey?: PersonKey; placeholder?: string }) {
  return (
    <Controlled {...props}>
      {({ ref, value, onValueChange, onBlur, name: _name, ...bound }) => (
        <PersonSearchPicker
          {...bound}
          ref={ref}
          purpose={purpose}
          personKey={personKey}
          value={value}
          placeholder={placeholder}
          clearable={!props.required}
          onValueChange={(next) => {
            onValueChange(next);
            onBlur();
          }}
        />
      )}
    </Controlled>
  );
}

/** The picker with its search, for forms that keep the value themselves (not react-hook-form). */
export const PersonSearchPicker = forwardRef<
  HTMLButtonElement,
  Omit<PersonPickerProps, 'people' | 'onQueryChange' | 'loading'> & {
    purpose: LookupPurpose;
    personKey?: PersonKey;
  }
>(function PersonSearchPicker({ purpose, personKey = 'userId', value, ...props }, ref) {
  const search = usePersonSearch(purpose, value, personKey);
  return <PersonPicker {...props} {...search} ref={ref} value={value} />;
});
