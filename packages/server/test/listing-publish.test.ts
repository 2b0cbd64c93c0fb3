import { CODES } from '@bq/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, sessionFor, startApp, type TestApp } from './helpers.js';
import { json } from './institute-helpers.js';

/**
 * What a listing publishes as a new user found it (issue 48): the contact its agent chose.
 */

let t: TestApp;
let agent: string;
beforeAll(async () => {
  t = await startApp();
  agent = await sessionFor(t, 'agent@bq.example.com');
});
afterAll(() => t?.close());

describe('the contact a listing publishes', () => {
  it('first-user contact: the share page publishes the phone by default, the e-mail or both as its agent chooses', async () => {
    const base = {
      PropertyType: 'Residential',
      UnparsedAddress: '12 Contact Row',
      City: 'San Jose',
      StateOrProvince: 'CA',
      PostalCode: '95112',
      ListPrice: '900000',
      BedroomsTotal: 2,
      BathroomsTotalInteger: 1,
    };
    const added = await call(t.app, 'bq/listing/add', base, json(agent));
    expect(added.code, added.message).toBe(CODES.ok);
    const id = added.data.id as number;
    const on = await call(t.app, 'bq/listing/setShare', { id, enabled: true }, { token: agent });
    const seen = async () => {
      const page = await call(t.app, 'bq/listingShare/view', { id, token: on.data.shareToken });
      expect(page.code, page.message).toBe(CODES.ok);
      const { ListAgentPreferredPhone: phone, ListAgentEmail: email, ListOfficeName } = page.data;
      return { phone: phone !== '', email: email !== '', office: ListOfficeName };
    };
    expect(await seen()).toEqual({ phone: true, email: false, office: 'BQ Realty' });
    for (const [contactShown, shown] of [
      ['email', { phone: false, email: true }],
      ['both', { phone: true, email: true }],
    ] as const) {
      const { version } = (await call(t.app, 'bq/listing/detail', { id }, { token: agent })).data;
      const edited = await call(
        t.app,
        'bq/listing/edit',
        { id, version, ...base, contactShown },
        json(agent),
      );
      expect(edited.code, edited.message).toBe(CODES.ok);
      expect(await seen()).toEqual({ ...shown, office: 'BQ Realty' });
    }
    const odd = await call(t.app, 'bq/listing/add', { ...base, contactShown: 'fax' }, json(agent));
    expect(odd.code).toBe(CODES.badInput);
  });
});
