import { z } from 'zod';
import { coachAgreementMeta } from '../meta/coach-agreements.js';
import { FIELD_LIMITS } from '../meta/limits.js';
import { defineCall } from './define.js';
import { bool, day, id, nothing, text } from './fields.js';

/** A calendar day `YYYY-MM-DD` that exists (2026-02-30 is refused, not stored). */

export const COACH_AGREEMENT_STATUSES = ['active', 'ended', 'cancelled'] as const;
export type CoachAgreementStatus = (typeof COACH_AGREEMENT_STATUSES)[number];

export const coachAgreementRecord = z.object({
  id: z.int(),
  coachAgentId: z.int(),
  coachName: z.string(),
  menteeAgentId: z.int(),
  menteeName: z.string(),
  startDate: z.string(),
  /** null: open-ended. */
  endDate: z.string().nullable(),
  terms: z.string(),
  status: z.enum(COACH_AGREEMENT_STATUSES),
  /** Quote this as `agreementRef` of a coach-cost application (`CA-<id>`). */
  ref: z.string(),
});
export type CoachAgreementRecord = z.infer<typeof coachAgreementRecord>;

export const coachAgreement = {
  get: defineCall({
    ...coachAgreementMeta.get,
    request: z.object({ id: id() }),
    response: coachAgreementRecord,
  }),
  add: defineCall({
    ...coachAgreementMeta.add,
    request: z.object({
      coachAgentId: id(),
      menteeAgentId: id(),
      startDate: day(),
      endDate: day().nullable().optional(),
      terms: text(FIELD_LIMITS.coachAgreement.terms).optional().default(''),
    }),
    response: z.object({ id: z.int(), ref: z.string() }),
  }),
  edit: defineCall({
    ...coachAgreementMeta.edit,
    request: z.object({
      id: id(),
      endDate: day().nullable().optional(),
      terms: text(FIELD_LIMITS.coachAgreement.terms).optional(),
      status: z.enum(COACH_AGREEMENT_STATUSES).optional(),
    }),
    response: nothing(),
  }),
  getCoachDetail: defineCall({
    ...coachAgreementMeta.getCoachDetail,
    request: z.object({ coachAgentId: id(), includeEnded: bool().optional().default(false) }),
    response: z.object({
      coachAgentId: z.int(),
      coachName: z.string(),
      mentorCertificate: z.union([z.literal(0), z.literal(1)]),
      list: z.array(coachAgreementRecord),
    }),
  }),
  ifExistActiveCoach: defineCall({
    ...coachAgreementMeta.ifExistActiveCoach,
    request: z.object({ agentId: id() }),
    response: z.object({ exists: z.boolean(), agreementId: z.int().nullable() }),
  }),
  getPersonalCoach: defineCall({
    ...coachAgreementMeta.getPersonalCoach,
    request: z.object({ agentId: id() }),
    response: coachAgreementRecord.nullable(),
  }),
};
