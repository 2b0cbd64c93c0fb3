import * as Popover from '@radix-ui/react-popover';
import { SearchIcon } from 'lucide-react';
import { type ReactNode, type RefObject, useRef, useState } from 'react';
import { useFormField } from '../FormField/FormField';
import { TextField } from '../TextField/TextField';
import { filterOptions, OptionList, optionId, useActiveOption } from './OptionList';
import type { SelectOption } from './Select';
import * as styles from './Select.css';

export type SearchPopupProps = {
  /** The listbox id the trigger's `aria-controls` points at. */
  listId: string;
  /** The field's own `aria-label` / `aria-labelledby`: the popup and its list are named alike. */
  fieldLabel?: string;
  fieldLabelledBy?: string;
  options: readonly SelectOption[];
  isSelected: (value: string) => boolean;
  onChoose: (option: SelectOption) => void;
  /** Highlighted first, e.g. the current value. */
  preferred?: string;
  multiselectable?: boolean;
  searchLabel: string;
  searchPlaceholder: string;
  noResultsText: string;
  /** More under the list, e.g. why a choice was refused. */
  children?: ReactNode;
  /**
   * Searched elsewhere (a server): each change of the filter input goes here and `options` are
   * shown as given, since they may match on what the label does not show (an e-mail).
   */
  onQueryChange?: (query: string) => void;
  /** The search for the current input is still running: said instead of `noResultsText`. */
  loading?: boolean;
  loadingText?: string;
};

/**
 * The popover of the searchable selects: a filter input that keeps focus (a combobox whose
 * arrows, Home, End and Enter drive the list) above the matching options. It unmounts when the
 * popover closes, so the next opening starts with an empty filter.
 */
export function SearchPopup({ fieldLabel, fieldLabelledBy, children, ...body }: SearchPopupProps) {
  const field = useFormField();
  // Named like the field: by its own label, else the FormField's, else the search label.
  const popupName = fieldLabel
    ? { 'aria-label': fieldLabel }
    : fieldLabelledBy || field
      ? { 'aria-labelledby': fieldLabelledBy ?? field?.labelId }
      : { 'aria-label': body.searchLabel };
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Popover.Portal>
      <Popover.Content
        className={styles.content}
        {...popupName}
        align="start"
        sideOffset={4}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          inputRef.current?.focus();
        }}
      >
        <SearchBody inputRef={inputRef} popupName={popupName} {...body} />
        {children}
      </Popover.Content>
    </Popover.Portal>
  );
}

type SearchBodyProps = Omit<SearchPopupProps, 'fieldLabel' | 'fieldLabelledBy' | 'children'> & {
  inputRef: RefObject<HTMLInputElement | null>;
  popupName: { 'aria-label': string } | { 'aria-labelledby': string | undefined };
};

/**
 * The filter input and its list, mounted with the popover's content: each opening starts with an
 * empty filter and the preferred option highlighted (the popup itself stays mounted while closed).
 */
function SearchBody({
  inputRef,
  listId,
  popupName,
  options,
  isSelected,
  onChoose,
  preferred,
  multiselectable,
  searchLabel,
  searchPlaceholder,
  noResultsText,
  onQueryChange,
  loading = false,
  loadingText = 'Searching…',
}: SearchBodyProps) {
  const [query, setQuery] = useState('');
  const filtered = onQueryChange ? [...options] : filterOptions(options, query);
  const { active, setActive, onKeyDown } = useActiveOption(filtered, onChoose, preferred);
  return (
    <>
      <TextField
        ref={inputRef}
        size="sm"
        frameClassName={styles.search}
        prefix={<SearchIcon aria-hidden />}
        role="combobox"
        aria-label={searchLabel}
        aria-expanded
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={
          active >= 0 && filtered.length > 0 ? optionId(listId, active) : undefined
        }
        placeholder={searchPlaceholder}
        autoComplete="off"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          onQueryChange?.(event.target.value);
        }}
        onKeyDown={onKeyDown}
      />
      <OptionList
        id={listId}
        {...popupName}
        options={filtered}
        active={active}
        onActiveChange={setActive}
        isSelected={isSelected}
        onChoose={onChoose}
        multiselectable={multiselectable}
      />
      {(loading || filtered.length === 0) && (
        <p className={styles.empty} role="status">
          {loading ? loadingText : noResultsText}
        </p>
      )}
    </>
  );
}
