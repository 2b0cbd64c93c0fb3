import { describe, expect, it } from 'vitest';
import { preview, variablesRule } from './templateRules';

describe('a template text in the editor', () => {
  const rule = variablesRule(['agentName', 'caseNo']);

  it('is refused, in the words the server uses, when it names a variable its event lacks', () => {
    expect(rule.check('Hi {agentName}, {courseTitle}')).toBe(
      'uses {courseTitle}, which this message does not fill in; it can use {agentName}, {caseNo}',
    );
    expect(rule.check('   ')).toBe('is required');
    expect(rule.check('Hi {agentName}')).toBeNull();
  });

  it('previews with sample values in place of the variables', () => {
    expect(preview('Case {caseNo} of {agentName}')).toBe('Case BQ-2026-000123 of Alex Agent');
  });
});
