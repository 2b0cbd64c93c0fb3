import {
  fieldMessages,
  renderTemplate,
  TEMPLATE_SAMPLE_VALUES,
  unknownVariables,
  unknownVariablesMessage,
} from '@bq/contract/meta';
import type { TextRule } from '../../../shared/forms/rules';

/** A template text may use only its event's variables: the server's rule, checked while typing. */
export const variablesRule = (known: readonly string[]): TextRule => ({
  // `{foo}` looks like any other variable: said as typed, not only on leaving.
  live: true,
  check: (value) => {
    if (value.trim() === '') return fieldMessages.required();
    const unknown = unknownVariables(value, known);
    return unknown.length ? unknownVariablesMessage(unknown, known) : null;
  },
});

/** The preview: the text with the sample values of its variables. */
export const preview = (text: string) => renderTemplate(text, TEMPLATE_SAMPLE_VALUES);
