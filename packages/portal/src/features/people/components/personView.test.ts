import { describe, expect, it } from 'vitest';
import { type ConfigValues, configChanges } from './personView';

const before: ConfigValues = {
  roleId: '3',
  branchId: '7',
  companyEmail: 'ann.lee@bqrealty.com',
  mentorCertificate: '0',
  commissionPlan: '70/30',
};

describe("the office settings' edit", () => {
  it('sends nothing when nothing changed', () => {
    expect(configChanges(before, { ...before, commissionPlan: ' 70/30 ' })).toEqual({});
  });

  it('sends only the changed fields, as the call takes them', () => {
    expect(
      configChanges(before, { ...before, roleId: '4', mentorCertificate: '1', branchId: '' }),
    ).toEqual({ roleId: 4, mentorCertificate: 1, branchId: null });
  });

  it('clears the company e-mail with null, not an empty text', () => {
    expect(configChanges(before, { ...before, companyEmail: '  ' })).toEqual({
      companyEmail: null,
    });
  });
});
