import { contract } from '@bq/contract';
import { type ApplicationKind, type CallMeta, meta } from '@bq/contract/meta';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubSend } from '../../../../../test/sendStub';
import { saveApplication, submitApplication } from '../../api/apply';
import { APPLY_KINDS, fieldsOf } from './applyKinds';
import { type ApplyValues, emptyValues, toForm, toValues } from './applyMapping';

/** The family and name `api` was given, read back from the call it sends. */
const NAMES = new Map<CallMeta, { family: string; name: string }>(
  Object.entries(meta).flatMap(([family, calls]) =>
    Object.entries(calls as Record<string, CallMeta>).map(([name, call]) => [
      call,
      { family, name },
    ]),
  ),
);

const sent: { family: string; name: string; body: unknown }[] = [];
stubSend(async (call, body) => {
  const named = NAMES.get(call);
  if (!named) throw new Error(`a call outside the contract: ${call.path}`);
  sent.push({ ...named, body });
  return { id: 41, status: 'draft' };
});

/** What a person would type in each field (the inputs' text, as the form holds it). */
const TYPED: Record<ApplicationKind, ApplyValues> = {
  tutor: { topic: ' Open houses ', coachAgentId: '3', note: '' },
  wages: { period: '2031-01', amount: '3200.50', note: 'Overtime' },
  entry: {
    legalName: 'Nora Newcomer',
    phone: '(415) 555-0100',
    personalEmail: 'nora@example.com',
    address: '',
    licenseNo: 'CA-0192',
    licenseState: 'CA',
    taxClassification: 'Partnership',
    tinLast4: '1234',
    emergencyName: 'Ned Newcomer',
    emergencyPhone: '(415) 555-0101',
    emergencyRelation: '',
  },
  'coach-cost': {
    coachAgentId: '1',
    agreementRef: 'CA-9001',
    period: '2031-02',
    amount: '150.00',
    note: '',
  },
  vendor: {
    vendorName: 'Bright Photo',
    service: 'Twilight photos',
    amount: '480.25',
    invoiceRef: 'INV-77',
    note: '',
  },
  mentor: { reason: 'I like teaching', yearsLicensed: '6' },
};

/** The contract's schema of the call a kind's submit (or save) uses. */
function schemaOf(family: string, name: string) {
  const calls = contract as unknown as Record<
    string,
    Record<string, { request: { safeParse: (v: unknown) => { success: boolean } } }>
  >;
  const call = calls[family]?.[name];
  if (!call) throw new Error(`no call ${family}.${name}`);
  return call.request;
}

beforeEach(() => {
  sent.length = 0;
});

describe('application forms ↔ the API', () => {
  it("every kind's fields are exactly its contract form's fields", () => {
    const forms = {
      tutor: contract.application.saveDraft.request.options[0].shape.form,
      wages: contract.salary.save.request,
      entry: contract.entry.save.request,
      'coach-cost': contract.application.saveDraft.request.options[1].shape.form,
      vendor: contract.application.saveDraft.request.options[2].shape.form,
      mentor: contract.beMentor.application.request,
    };
    for (const [kind, schema] of Object.entries(forms)) {
      // `type` of wages is the route's `:type`; `id` names the draft; neither is an input.
      const keys = Object.keys(schema.shape).filter((key) => key !== 'id' && key !== 'type');
      const shown = fieldsOf(APPLY_KINDS[kind as ApplicationKind]).map((field) => field.name);
      expect(shown.sort(), kind).toEqual(keys.sort());
    }
  });

  it("a submit of what was typed is a request the call's schema accepts, for every kind", async () => {
    for (const kind of Object.keys(TYPED) as ApplicationKind[]) {
      sent.length = 0;
      await submitApplication({ kind, wageType: 'market' }, TYPED[kind]);
      expect(sent.length, kind).toBeGreaterThan(0);
      for (const { family, name, body } of sent) {
        expect(schemaOf(family, name).safeParse(body).success, `${kind}: ${family}.${name}`).toBe(
          true,
        );
      }
    }
  });

  it('sends each kind through its own call; the generic kinds save, then submit the saved id', async () => {
    await submitApplication({ kind: 'vendor' }, TYPED.vendor);
    expect(sent.map(({ family, name }) => `${family}.${name}`)).toEqual([
      'application.saveDraft',
      'application.submit',
    ]);
    expect(sent[1]?.body).toEqual({ id: 41 });
    sent.length = 0;
    await submitApplication({ kind: 'wages', wageType: 'staff', id: 9 }, TYPED.wages);
    expect(sent).toEqual([
      {
        family: 'salary',
        name: 'submitApplication',
        body: { period: '2031-01', amount: '3200.50', note: 'Overtime', type: 'staff', id: 9 },
      },
    ]);
    sent.length = 0;
    await saveApplication({ kind: 'entry' }, TYPED.entry);
    expect(sent[0]?.name).toBe('save');
    await expect(saveApplication({ kind: 'mentor' }, TYPED.mentor)).rejects.toThrow();
  });

  it('trims text, reads whole numbers, leaves out empty optional fields', () => {
    expect(toForm('tutor', TYPED.tutor)).toEqual({ topic: 'Open houses', coachAgentId: 3 });
    expect(toForm('tutor', { ...TYPED.tutor, coachAgentId: '' })).toEqual({ topic: 'Open houses' });
    // Something that is not a number goes as typed, so the server's reason lands under it.
    expect(toForm('mentor', { reason: 'x', yearsLicensed: 'six' })).toEqual({
      reason: 'x',
      yearsLicensed: 'six',
    });
    // A required field left empty is still sent: the refusal names it.
    expect(toForm('vendor', emptyValues('vendor'))).toMatchObject({ vendorName: '', amount: '' });
  });

  it('a stored draft opens as the text it was typed as', () => {
    const stored = { ...toForm('coach-cost', TYPED['coach-cost']), extra: 'ignored' };
    expect(toValues('coach-cost', stored)).toEqual(TYPED['coach-cost']);
    expect(toValues('mentor', { reason: 'x', yearsLicensed: 6 })).toEqual({
      reason: 'x',
      yearsLicensed: '6',
    });
  });
});
