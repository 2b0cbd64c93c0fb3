import { describe, expect, it } from 'vitest';
import {
  renderTemplate,
  TEMPLATE_EVENTS,
  TEMPLATE_SAMPLE_VALUES,
  templateVariables,
  unknownVariables,
  unknownVariablesMessage,
} from '../src/meta/templates.js';

describe('message templates', () => {
  it('fills each variable with its value and leaves an unknown one as written', () => {
    expect(
      renderTemplate('Dear {agentName}, case {caseNo} is in ({other}).', {
        agentName: 'Ann',
        caseNo: 'BQ-1',
      }),
    ).toBe('Dear Ann, case BQ-1 is in ({other}).');
  });

  it('does not take a value from the prototype of the values', () => {
    expect(renderTemplate('{constructor} {toString}', {})).toBe('{constructor} {toString}');
  });

  it('names the variables a text uses once each, and those the event does not fill in', () => {
    expect(templateVariables('{a} {b} {a} { c } {1x}')).toEqual(['a', 'b']);
    expect(unknownVariables('Hi {agentName}, {courseTitle}', ['agentName'])).toEqual([
      'courseTitle',
    ]);
    expect(unknownVariablesMessage(['courseTitle'], ['agentName'])).toBe(
      'uses {courseTitle}, which this message does not fill in; it can use {agentName}',
    );
  });

  it('has a sample value for every variable of every event, for the preview', () => {
    for (const event of Object.values(TEMPLATE_EVENTS)) {
      for (const name of event.variables) expect(TEMPLATE_SAMPLE_VALUES[name], name).toBeTruthy();
    }
  });
});
