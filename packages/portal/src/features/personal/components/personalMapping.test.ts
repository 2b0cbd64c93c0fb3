import { describe, expect, it } from 'vitest';
import {
  type AgentRecord,
  readBoards,
  savedMessage,
  stagedFields,
  toEditRequest,
  toValues,
  withStaged,
} from './personalMapping';

const personal: AgentRecord['personal'] = {
  legalName: 'Nico Nolicense',
  englishName: 'Nico',
  chineseName: '',
  personalEmail: 'nico@gmail.com',
  phone: '(415) 555-1002',
  address: '102 Market St',
  licenseNo: '',
  licenseType: '',
  licenseIssuedOn: null,
  licenseExpiresOn: null,
  boards: [],
  emergencyName: 'Sam Contact',
  emergencyPhone: '(415) 555-0199',
  emergencyRelation: 'Spouse',
  w9: { taxClassification: 'Individual', businessName: '', tinLast4: '4323', address: '' },
};

const staged = (changes: { field: string; before: unknown; after: unknown }[]) => ({
  id: 1,
  agentId: 3,
  agentName: 'Nico Nolicense',
  changes,
  submittedBy: 4,
  submittedByName: 'Nico Nolicense',
  submittedAt: '2026-11-23T05:00:00.000Z',
});

describe('personal form ↔ editAgent', () => {
  it('sends nothing but the agent id when nothing was changed', () => {
    const values = toValues(personal);
    expect(toEditRequest(3, values, values)).toEqual({ agentId: 3 });
  });

  it('sends only the changed fields, dates as YYYY-MM-DD and boards as a list', () => {
    const initial = toValues(personal);
    const values = {
      ...initial,
      englishName: '  Nicolas ',
      licenseNo: '02123456',
      licenseType: 'salesperson',
      licenseIssuedOn: '01/15/2026',
      licenseExpiresOn: '01/14/2030',
      boards:
        'San Francisco Association of Realtors\n\n  san francisco association of realtors \nMLS',
    };
    expect(toEditRequest(3, values, initial)).toEqual({
      agentId: 3,
      englishName: 'Nicolas',
      licenseNo: '02123456',
      licenseType: 'salesperson',
      licenseIssuedOn: '2026-01-15',
      licenseExpiresOn: '2030-01-14',
      boards: ['San Francisco Association of Realtors', 'MLS'],
    });
  });

  it('clears a date as null and sends the whole W-9 when one part of it changed', () => {
    const initial = { ...toValues(personal), licenseExpiresOn: '01/14/2030' };
    const values = { ...initial, licenseExpiresOn: '', w9: { ...initial.w9, tinLast4: '9876' } };
    expect(toEditRequest(3, values, initial)).toEqual({
      agentId: 3,
      licenseExpiresOn: null,
      w9: { taxClassification: 'Individual', businessName: '', tinLast4: '9876', address: '' },
    });
  });

  it('reads ISO dates as MM/DD/YYYY and boards one per line', () => {
    const values = toValues({
      ...personal,
      licenseIssuedOn: '2024-11-23',
      boards: ['SFAR', 'CRMLS'],
    });
    expect(values.licenseIssuedOn).toBe('11/23/2024');
    expect(values.licenseExpiresOn).toBe('');
    expect(values.boards).toBe('SFAR\nCRMLS');
  });
});

describe('changes waiting for the office', () => {
  it('shows the staged values in the form and marks their fields', () => {
    const waiting = staged([
      { field: 'licenseNo', before: '', after: '02123456' },
      { field: 'licenseExpiresOn', before: null, after: '2030-01-14' },
      { field: 'boards', before: [], after: ['SFAR'] },
    ]);
    const values = withStaged(toValues(personal), waiting);
    expect(values.licenseNo).toBe('02123456');
    expect(values.licenseExpiresOn).toBe('01/14/2030');
    expect(values.boards).toBe('SFAR');
    expect(values.legalName).toBe('Nico Nolicense');
    expect([...stagedFields(waiting)].sort()).toEqual(['boards', 'licenseExpiresOn', 'licenseNo']);
  });

  it('marks nothing when nothing waits, and ignores fields the office does not control', () => {
    expect(stagedFields(null).size).toBe(0);
    expect([...stagedFields(staged([{ field: 'phone', before: '', after: 'x' }]))]).toEqual([]);
  });

  it('tells the agent when a save waits for approval', () => {
    expect(savedMessage({ applied: ['phone'], staged: [] })).toBe('Saved');
    expect(savedMessage({ applied: [], staged: ['boards'] })).toMatch(
      /^Sent; .*waiting for approval/,
    );
    expect(savedMessage({ applied: ['phone'], staged: ['w9'] })).toMatch(/^Saved; .*waiting/);
  });
});

describe('form rules', () => {
  it('drops blank and repeated boards', () => {
    expect(readBoards(' A \n\na\nB  C')).toEqual(['A', 'B C']);
  });
});
