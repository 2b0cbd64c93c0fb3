import { isValidEmail, normalizeEmail, readPhone, readTin } from '@bq/validators';
import { z } from 'zod';
import { fieldMessages as msg } from '../meta/field-messages.js';
import { FIELD_LIMITS } from '../meta/limits.js';
import { LISTS } from '../meta/lists.js';
import {
  AGENT_REL_STATUSES,
  AGENT_STATUSES,
  agentInfoExportMeta,
  agentInfoMeta,
  EXPORT_JOB_STATUSES,
  LICENSE_TYPES,
} from '../meta/people.js';
import { defineCall } from './define.js';
import { bool, day, email, empty, id, int, line, list, paged, text, typeError } from './fields.js';
import { listRequest } from './list.js';

const L = FIELD_LIMITS.people;

function defineAll<T extends Record<string, Parameters<typeof defineCall>[0]>>(calls: T): T {
  for (const call of Object.values(calls)) defineCall(call);
  return calls;
}

/** Empty, or an address spec §5 accepts (limited domain endings); stored trimmed. */
export const personalEmail = () =>
  z
    .string({ error: typeError(msg.email()) })
    .trim()
    .max(FIELD_LIMITS.common.email.max)
    .refine((s) => s === '' || isValidEmail(s), msg.email())
    .transform((s) => (s === '' ? s : normalizeEmail(s)));

/** Empty, or a 10-digit number (spec §5), stored as (xxx) xxx-xxxx. */
export const personalPhone = () =>
  z
    .string({ error: typeError('must be a phone number') })
    .trim()
    .max(FIELD_LIMITS.common.phone.max)
    .transform((s, ctx) => {
      if (s === '') return s;
      const read = readPhone(s);
      if (read.ok) return read.formatted;
      ctx.addIssue({ code: 'custom', message: read.reason });
      return z.NEVER;
    });

/** A calendar day as YYYY-MM-DD that exists, between 1900 and 2100. */

const licenseType = z.enum(['', ...LICENSE_TYPES], {
  error: `must be ${LICENSE_TYPES.join(' or ')} (or empty)`,
});
const relStatus = () =>
  int({ min: 0, max: 1 }).pipe(z.union(AGENT_REL_STATUSES.map((v) => z.literal(v))));
const agentStatus = () =>
  int({ min: 1, max: 3 }).pipe(z.union(AGENT_STATUSES.map((v) => z.literal(v))));

/**
 * A full SSN or EIN as the W-9 gives it, answered as its nine digits. The server keeps it
 * encrypted (never in an answer, a log or the record's history) and sets `tinLast4` from it.
 */
export const fullTin = () =>
  z.string({ error: typeError('must be 9 digits') }).transform((s, ctx) => {
    const read = readTin(s);
    if (read.ok) return read.digits;
    ctx.addIssue({ code: 'custom', message: read.reason });
    return z.NEVER;
  });

/** W-9 details: the TIN's last four digits for display; a full `tin` sent is stored encrypted. */
export const w9Details = z.object({
  taxClassification: text(L.taxClassification),
  businessName: line(L.businessName).optional().default(''),
  tinLast4: z
    .string({ error: typeError('must be 4 digits') })
    .trim()
    .regex(/^(\d{4})?$/, 'must be 4 digits'),
  tin: fullTin().optional(),
  address: text(L.address).optional().default(''),
});

/** Every field of the personal info, as an edit sends them (each optional: absent = unchanged). */
export const personalFields = {
  legalName: line(L.name),
  englishName: line(L.otherName),
  chineseName: line(L.otherName),
  personalEmail: personalEmail(),
  phone: personalPhone(),
  address: text(L.address),
  licenseNo: text(L.licenseNo),
  licenseType,
  licenseIssuedOn: day().nullable(),
  licenseExpiresOn: day().nullable(),
  boards: list(text(L.board), L.boards, 'boards'),
  emergencyName: line(L.otherName),
  emergencyPhone: personalPhone(),
  emergencyRelation: text(L.relation),
  w9: w9Details,
};

export const personalInfo = z.object({
  legalName: z.string(),
  englishName: z.string(),
  chineseName: z.string(),
  personalEmail: z.string(),
  phone: z.string(),
  address: z.string(),
  licenseNo: z.string(),
  licenseType: z.string(),
  licenseIssuedOn: z.string().nullable(),
  licenseExpiresOn: z.string().nullable(),
  boards: z.array(z.string()),
  emergencyName: z.string(),
  emergencyPhone: z.string(),
  emergencyRelation: z.string(),
  w9: z.object({
    taxClassification: z.string(),
    businessName: z.string(),
    tinLast4: z.string(),
    address: z.string(),
  }),
});

export const agentInfoRecord = z.object({
  agentId: z.int(),
  /** 1 = licensed and in a board, 2 = licensed but no board, 3 = no licence yet (or lapsed). */
  agentStatus: z.int(),
  licenseNo: z.string(),
  branchId: z.int().nullable(),
});

/**
 * One person of the Users list: every staff user, agent or not. The record fields
 * (agentId, agentStatus, relStatus) are null for a person who has no office record yet;
 * `openRecord` makes one. `roleName` lists every role the person holds.
 */
export const agentRow = z.object({
  agentId: z.int().nullable(),
  userId: z.int(),
  name: z.string(),
  email: z.string(),
  englishName: z.string(),
  chineseName: z.string(),
  phone: z.string(),
  agentStatus: z.int().nullable(),
  relStatus: z.int().nullable(),
  licenseNo: z.string(),
  licenseExpiresOn: z.string().nullable(),
  branchId: z.int().nullable(),
  branchName: z.string().nullable(),
  roleId: z.int().nullable(),
  roleName: z.string().nullable(),
  companyEmail: z.string().nullable(),
});

export const stagedChange = z.object({
  id: z.int(),
  agentId: z.int(),
  agentName: z.string(),
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
  submittedBy: z.int(),
  submittedByName: z.string(),
  submittedAt: z.string(),
});

export const agentDetail = z.object({
  agentId: z.int(),
  userId: z.int(),
  email: z.string(),
  agentStatus: z.int(),
  relStatus: z.int(),
  branchId: z.int().nullable(),
  personal: personalInfo,
  photo: z.object({ mime: z.string(), size: z.int() }).nullable(),
  /** The agent's change waiting for acceptance, if any. */
  staged: stagedChange.nullable(),
  updatedAt: z.string(),
});

/** Filters shared by the agent list, the inline export and the background export. */
export const agentFilters = {
  keyword: text(L.keyword).optional(),
  agentStatus: agentStatus().optional(),
  relStatus: relStatus().optional(),
  branchId: id().optional(),
  /** People who hold this role (any of theirs, not only the active one). */
  roleId: id().optional(),
  /** Licences expiring within this many days (lapsed ones included). */
  expiringWithinDays: int({ min: 0, max: 3650 }).optional(),
};

const agentRef = z.object({ agentId: id() });
const ownOrAgent = z.object({ agentId: id().optional() });
const base64File = z.object({
  fileName: z.string(),
  mime: z.string(),
  size: z.int(),
  contentBase64: z.string(),
});

export const agentInfo = defineAll({
  getPersonalDetails: {
    ...agentInfoMeta.getPersonalDetails,
    /** The portal caches the answer; `refresh` is accepted and ignored by the server. */
    request: z.object({ refresh: bool().optional() }),
    response: z.object({
      userId: z.int(),
      name: z.string(),
      email: z.string(),
      agentInfo: agentInfoRecord.nullable(),
    }),
  },
  ifUploadPersonalPhoto: {
    ...agentInfoMeta.ifUploadPersonalPhoto,
    request: ownOrAgent,
    response: z.object({ agentId: z.int(), uploaded: z.boolean() }),
  },
  uploadPersonalPhoto: {
    ...agentInfoMeta.uploadPersonalPhoto,
    request: z.object({
      agentId: id().optional(),
      fileName: text(L.fileName),
      mime: text(L.mime),
      // The bytes travel as the multipart file part `file` (meta `file`), after these fields.
    }),
    response: z.object({ agentId: z.int(), size: z.int() }),
  },
  getPersonalPhoto: {
    ...agentInfoMeta.getPersonalPhoto,
    request: ownOrAgent,
    response: base64File,
  },
  updateAgentRelStatus: {
    ...agentInfoMeta.updateAgentRelStatus,
    request: z.object({ agentId: id(), relStatus: relStatus() }),
    response: z.object({ agentId: z.int(), relStatus: z.int() }),
  },
  addAgent: {
    ...agentInfoMeta.addAgent,
    request: z.object({
      /** The sign-in address of the new user (must not exist yet). */
      email: email(),
      ...personalFields,
      englishName: personalFields.englishName.optional().default(''),
      chineseName: personalFields.chineseName.optional().default(''),
      personalEmail: personalFields.personalEmail.optional().default(''),
      phone: personalFields.phone.optional().default(''),
      address: personalFields.address.optional().default(''),
      licenseNo: personalFields.licenseNo.optional().default(''),
      licenseType: personalFields.licenseType.optional().default(''),
      licenseIssuedOn: personalFields.licenseIssuedOn.optional().default(null),
      licenseExpiresOn: personalFields.licenseExpiresOn.optional().default(null),
      boards: personalFields.boards.optional().default([]),
      emergencyName: personalFields.emergencyName.optional().default(''),
      emergencyPhone: personalFields.emergencyPhone.optional().default(''),
      emergencyRelation: personalFields.emergencyRelation.optional().default(''),
      w9: personalFields.w9.optional(),
      roleId: id(),
      branchId: id().optional(),
    }),
    response: z.object({
      agentId: z.int(),
      userId: z.int(),
      agentStatus: z.int(),
      companyEmail: z.string(),
    }),
  },
  getAgent: {
    ...agentInfoMeta.getAgent,
    request: listRequest(LISTS.agentInfo.getAgent, agentFilters),
    response: paged(agentRow),
  },
  openRecord: {
    ...agentInfoMeta.openRecord,
    request: z.object({ userId: id() }),
    response: z.object({ agentId: z.int(), created: z.boolean() }),
  },
  getAgentInfoById: {
    ...agentInfoMeta.getAgentInfoById,
    request: agentRef,
    response: agentDetail,
  },
  searchAgentByRoleId: {
    ...agentInfoMeta.searchAgentByRoleId,
    request: z.object({ roleId: id(), keyword: text(L.keyword).optional() }),
    response: z.object({
      list: z.array(z.object({ agentId: z.int(), userId: z.int(), name: z.string() })),
    }),
  },
  editAgent: {
    ...agentInfoMeta.editAgent,
    request: z
      .object({ agentId: id() })
      .extend(
        Object.fromEntries(Object.entries(personalFields).map(([k, v]) => [k, v.optional()])) as {
          [K in keyof typeof personalFields]: z.ZodOptional<(typeof personalFields)[K]>;
        },
      )
      .strict(),
    response: z.object({
      agentId: z.int(),
      agentStatus: z.int(),
      /** Fields changed at once. */
      applied: z.array(z.string()),
      /** Fields waiting for a user manager (office-controlled fields of one's own record). */
      staged: z.array(z.string()),
      stashId: z.int().nullable(),
    }),
  },
  getStatisticalInfo: {
    ...agentInfoMeta.getStatisticalInfo,
    request: empty(),
    response: z.object({
      total: z.int(),
      active: z.int(),
      byStatus: z.object({ licensedInBoard: z.int(), noBoard: z.int(), noLicense: z.int() }),
      licenseExpiringIn90Days: z.int(),
      licenseLapsed: z.int(),
      stagedWaiting: z.int(),
    }),
  },
  getLicenseReminders: {
    ...agentInfoMeta.getLicenseReminders,
    request: listRequest(LISTS.agentInfo.getLicenseReminders, {}),
    response: paged(
      z.object({
        agentId: z.int(),
        name: z.string(),
        licenseNo: z.string(),
        licenseExpiresOn: z.string(),
        /** Negative once lapsed. */
        daysLeft: z.int(),
        lapsed: z.boolean(),
        /** Reminder thresholds (90, 60, 30) already sent for this expiry date. */
        remindersSent: z.array(z.int()),
      }),
    ),
  },
});

const exportJob = z.object({
  jobId: z.int(),
  status: z.enum(EXPORT_JOB_STATUSES),
  total: z.int(),
  done: z.int(),
  size: z.int(),
  fileName: z.string(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});

export const agentInfoExport = defineAll({
  export: {
    ...agentInfoExportMeta.export,
    request: z.object(agentFilters),
    response: base64File,
  },
  start: {
    ...agentInfoExportMeta.start,
    request: z.object(agentFilters),
    response: exportJob,
  },
  progress: {
    ...agentInfoExportMeta.progress,
    request: z.object({ jobId: id() }),
    response: exportJob,
  },
  download: {
    ...agentInfoExportMeta.download,
    request: z.object({ jobId: id(), offset: int({ min: 0, max: Number.MAX_SAFE_INTEGER }) }),
    response: base64File.extend({
      offset: z.int(),
      /** Where the next answer starts; null when this was the last part. */
      nextOffset: z.int().nullable(),
    }),
  },
  w9: {
    ...agentInfoExportMeta.w9,
    request: ownOrAgent,
    response: base64File,
  },
});
