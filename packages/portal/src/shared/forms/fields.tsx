import { type DecimalLimit, FIELD_LIMITS, limitKey, type TextLimit } from '@bq/contract/meta';
import {
  Box,
  DateInput,
  FormField,
  Inline,
  LimitedTextField,
  NumericInput,
  PhoneInput,
  Select,
  type SelectOption,
  Textarea,
} from '@bq/ui';
import { readTypedNumber } from '@bq/validators';
import { createContext, type ReactElement, type ReactNode, useContext, useRef } from 'react';
import {
  Controller,
  get,
  type RefCallBack,
  useController,
  useFormContext,
  useFormState,
} from 'react-hook-form';
import { useShownFieldMessage } from './fieldMessageLanguage';
import type { TextRule } from './rules';

/**
 * Field adapters: `@bq/ui` controls bound to the surrounding react-hook-form by name, each with
 * its label, required mark, limit and error. A form's fields are these and data, nothing else.
 */

const LimitsContext = createContext<Readonly<Record<string, TextLimit>>>({});

/**
 * The text limits of a form, by field path (rows as `*`), taken from the contract's table: the
 * form lets a person type exactly what the server accepts, and a limit changed there changes it.
 */
export function FieldLimits({
  table,
  children,
}: {
  table: Readonly<Record<string, TextLimit>>;
  children: ReactNode;
}) {
  return <LimitsContext.Provider value={table}>{children}</LimitsContext.Provider>;
}

export const useFieldLimit = (name: string): TextLimit | undefined =>
  useContext(LimitsContext)[limitKey(name)];

/**
 * The error react-hook-form holds for a field (a server refusal or a rule), sentence-cased, or in
 * Chinese under `FieldMessagesIn language="zh"`.
 */
export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name });
  const shown = useShownFieldMessage();
  const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? shown(message) : undefined;
}

export interface FieldProps {
  name: string;
  label: string;
  required?: boolean;
  help?: string;
}

/** Whether a field sits in a `FieldRow` (a row shares its width) or alone in a column. */
const InRow = createContext(false);

/** Fields of a section side by side, wrapping on narrow screens. */
export function FieldRow({ children }: { children: ReactNode }) {
  return (
    <InRow.Provider value={true}>
      <Inline space="lg" alignItems="flex-start">
        {children}
      </Inline>
    </InRow.Provider>
  );
}

/**
 * One field's share of a row: grows, never narrower than a readable input. Alone in a column it
 * is a plain block: a flex basis there would be a height.
 */
function Cell({ children }: { children: ReactNode }) {
  const inRow = useContext(InRow);
  if (!inRow) return <Box>{children}</Box>;
  return (
    <Box flexGrow={1} style={{ flexBasis: 200, minWidth: 0 }}>
      {children}
    </Box>
  );
}

/** Errors a rule set (on leaving the field, or by the save's check), not a server refusal. */
const RULE_ERRORS = new Set(['rule', 'validate']);

/**
 * A text input; its maxLength is the form's limit for this path. With a `rule` the field checks
 * itself when left and again on each change while it is broken, so a mistyped e-mail or ZIP is
 * said before Save, and the save's own check refuses it too.
 */
export function TextInput({ name, label, required, help, rule }: FieldProps & { rule?: TextRule }) {
  const { register } = useFormContext();
  const limit = useFieldLimit(name);
  const error = useFieldError(name);
  const field = register(
    name,
    rule ? { validate: (value) => rule.check(String(value ?? '')) ?? true } : undefined,
  );
  const checked = useRuleCheck(name, rule);
  return (
    <Cell>
      <FormField label={label} required={required} help={help} error={error}>
        <LimitedTextField
          {...field}
          onChange={async (event) => {
            await field.onChange(event);
            checked.onChange(event.target.value);
          }}
          onBlur={async (event) => {
            await field.onBlur(event);
            checked.onBlur(event.target.value);
          }}
          maxLength={limit?.max}
          autoComplete="off"
        />
      </FormField>
    </Cell>
  );
}

/**
 * A text rule's checks around the form's own: on leaving the field (normalising first), and on
 * each change while the rule's message shows, so fixing the text takes the message away (a
 * `live` rule on each change from the first letter; an emptied field is left to the required
 * check on leaving).
 */
export function useRuleCheck(name: string, rule: TextRule | undefined) {
  const { setValue, setError, clearErrors, getFieldState } = useFormContext();
  const ruleBroken = () => RULE_ERRORS.has(getFieldState(name).error?.type ?? '');
  return {
    onChange(value: string) {
      if (!rule) return;
      const problem = rule.check(value);
      if (problem === null) {
        if (ruleBroken()) clearErrors(name);
      } else if (rule.live && value.trim() !== '') {
        setError(name, { type: 'rule', message: problem });
      }
    },
    onBlur(typed: string) {
      if (!rule) return;
      const value = rule.normalize ? rule.normalize(typed) : typed;
      if (value !== typed) setValue(name, value, { shouldDirty: true });
      const problem = rule.check(value);
      if (problem) setError(name, { type: 'rule', message: problem });
      else if (ruleBroken()) clearErrors(name);
    },
  };
}

export function TextAreaInput({
  name,
  label,
  required,
  help,
  rows = 4,
  rule,
}: FieldProps & { rows?: number; rule?: TextRule }) {
  // Controlled, so the character counter follows a value set by reset() or a reload, not only
  // typing (the notes counter said 0 after F5 while the notes held text).
  const { field } = useController({
    name,
    rules: rule ? { validate: (value) => rule.check(String(value ?? '')) ?? true } : undefined,
  });
  const checked = useRuleCheck(name, rule);
  const limit = useFieldLimit(name);
  const error = useFieldError(name);
  return (
    <FormField label={label} required={required} help={help} error={error}>
      <Textarea
        name={field.name}
        ref={field.ref}
        value={field.value ?? ''}
        onChange={(event) => {
          field.onChange(event.target.value);
          checked.onChange(event.target.value);
        }}
        onBlur={() => {
          field.onBlur();
          checked.onBlur(String(field.value ?? ''));
        }}
        disabled={field.disabled}
        rows={rows}
        maxLength={limit?.max}
      />
    </FormField>
  );
}

/** What a value-controlled `@bq/ui` input needs from react-hook-form. */
export type Bound = {
  name: string;
  disabled?: boolean;
  ref: RefCallBack;
  value: string;
  onValueChange: (value: string) => void;
  onBlur: () => void;
};

/** A labelled field whose control reports its value (NumericInput, DateInput, PhoneInput…). */
export function Controlled({
  name,
  label,
  required,
  help,
  validate,
  children,
}: FieldProps & {
  /** A rule the form checks before it saves (a typed text that is not a value). */
  validate?: (value: unknown) => true | string;
  children: (bound: Bound) => ReactElement;
}) {
  const { control } = useFormContext();
  const error = useFieldError(name);
  return (
    <Cell>
      <Controller
        control={control}
        name={name}
        rules={validate ? { validate } : undefined}
        render={({ field }) => (
          <FormField label={label} required={required} help={help} error={error}>
            {children({
              name: field.name,
              disabled: field.disabled,
              ref: field.ref,
              value: String(field.value ?? ''),
              onValueChange: field.onChange,
              onBlur: field.onBlur,
            })}
          </FormField>
        )}
      />
    </Cell>
  );
}

/**
 * Percentages are spec §5 type 6 (0–100) with 4 places; `hours` (CE hours a course earns) is type
 * 6 with 1 place: no course earns more than 100. `limit` is the column the value is stored in
 * (the case columns by default). A number the field cannot hold ('150', a fifth decimal, a digit
 * more than the column) stays as typed and is refused at once under the field, and the form will
 * not save it (typing 150 left "15" under "at most 100"). Money has `MoneyField`.
 */
export function NumberInput({
  kind,
  limit = FIELD_LIMITS.case.percent4,
  ...props
}: FieldProps & { kind: 'percent' | 'hours'; limit?: DecimalLimit }) {
  const { setError, clearErrors } = useFormContext();
  const options =
    kind === 'hours' ? { places: 1 } : { places: 4, maxIntegerDigits: limit.intDigits };
  return (
    <Controlled
      {...props}
      validate={(value) => readTypedNumber(String(value ?? ''), 6, options).problem ?? true}
    >
      {(bound) => (
        <NumericInput
          {...bound}
          numericType={6}
          {...options}
          suffix={kind === 'hours' ? ' h' : '%'}
          showError={false}
          onValidityChange={(reason) => {
            if (reason) setError(props.name, { type: 'validate', message: reason });
            else clearErrors(props.name);
          }}
        />
      )}
    </Controlled>
  );
}

/** What a typed input (DateInput, PhoneInput) gets on top of `Bound`. */
type TypedBound = Bound & {
  onValidityChange: (reason: string | null) => void;
  showError: false;
};

/**
 * A field whose text is read into a value (a date, a phone). What the input says about its text
 * is kept where the form can see it: the reason shows under the field once it is left, and the
 * form refuses to save while there is one (the value it holds meanwhile is '', which a save would
 * otherwise store as "no date").
 */
function TypedField({
  children,
  ...props
}: FieldProps & { children: (bound: TypedBound) => ReactElement }) {
  const { setError, clearErrors } = useFormContext();
  const reason = useRef<string | null>(null);
  return (
    <Controlled {...props} validate={() => reason.current ?? true}>
      {(bound) =>
        children({
          ...bound,
          onBlur: () => {
            bound.onBlur();
            if (reason.current) {
              setError(props.name, { type: 'validate', message: reason.current });
            }
          },
          onValidityChange: (next) => {
            reason.current = next;
            if (next === null) clearErrors(props.name);
          },
          showError: false,
        })
      }
    </Controlled>
  );
}

export function DateField(props: FieldProps) {
  return (
    <TypedField {...props}>
      {(bound) => <DateInput {...bound} calendarLabel={`Choose ${props.label.toLowerCase()}`} />}
    </TypedField>
  );
}

export function PhoneField(props: FieldProps) {
  return <TypedField {...props}>{(bound) => <PhoneInput {...bound} />}</TypedField>;
}

export function SelectField({
  options,
  onChosen,
  ...props
}: FieldProps & {
  options: readonly SelectOption[];
  /** After a person chooses an option (not when the form is reset). */
  onChosen?: (value: string) => void;
}) {
  return (
    <Controlled {...props}>
      {({ ref: _ref, ...bound }) => (
        <Select
          {...bound}
          options={options}
          onValueChange={(value) => {
            bound.onValueChange(value);
            onChosen?.(value);
          }}
        />
      )}
    </Controlled>
  );
}
