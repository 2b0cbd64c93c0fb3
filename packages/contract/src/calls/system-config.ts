import { z } from 'zod';
import { APPLICATION_KINDS } from '../meta/applications.js';
import { FIELD_LIMITS } from '../meta/limits.js';
import {
  caseDocsMeta,
  DISCLOSURE_PARTY_VALUES,
  DOC_REVIEW_DECISIONS,
  DOC_RULE_SCOPE_VALUES,
  disclosureMeta,
  docRuleMeta,
  SETTING_KEYS,
  serverConfigMeta,
} from '../meta/system-config.js';
import { defineCallOf } from './define.js';
import { bool, id, int, line, list, nothing, plain, text } from './fields.js';

const L = FIELD_LIMITS.systemConfig;

const scope = () => z.enum(DOC_RULE_SCOPE_VALUES);
const party = () => z.enum(DISCLOSURE_PARTY_VALUES);
const docKey = () =>
  text(L.docKey, L.docKey.min).regex(
    /^[a-z0-9]+(-[a-z0-9]+)*$/,
    'must be lower-case letters and digits joined by dashes, such as home-warranty',
  );

const docTypeEntry = z.object({
  key: docKey(),
  label: line(L.docLabel, L.docLabel.min),
  required: bool(),
});
export const docRuleRow = z.object({
  /** The version's id, stored on the cases created under it. */
  id: z.int(),
  scope: scope(),
  version: z.int(),
  note: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  items: z.array(z.object({ key: z.string(), label: z.string(), required: z.boolean() })),
});
export type DocRuleRow = z.infer<typeof docRuleRow>;

export const docRule = {
  /** The rule in force for every scope, with its version and how many cases it governs. */
  getRules: defineCallOf(
    docRuleMeta.getRules,
    z.object({}),
    z.array(docRuleRow.extend({ cases: z.int() })),
  ),
  /** Every version of one scope's rule, newest first: what older cases still follow. */
  ruleVersions: defineCallOf(
    docRuleMeta.ruleVersions,
    z.object({ scope: scope() }),
    z.array(docRuleRow),
  ),
  /**
   * Saves a scope's documents as a new version, in force for cases created from now on; cases
   * created before keep theirs. `version` is the one the editor started from: a save over a
   * newer one is refused (409). At least one document, keys unique.
   */
  saveRule: defineCallOf(
    docRuleMeta.saveRule,
    z.object({
      scope: scope(),
      version: int({ min: 1 }),
      note: plain(L.note).optional().default(''),
      items: list(docTypeEntry, L.items, 'documents').min(1, 'must list at least one document'),
    }),
    docRuleRow,
  ),
};

export const docReview = z.object({
  documentId: z.int(),
  decision: z.enum(DOC_REVIEW_DECISIONS),
  reason: z.string(),
  by: z.string(),
  at: z.string(),
});
export const disclosureState = z.enum(['missing', 'uploaded', 'accepted', 'rejected']);

export const caseDocs = {
  /**
   * A case's documents checklist: the document types of the rule version the case was created
   * under (required or optional), the review of each uploaded document, the disclosure checklist
   * with what is missing or rejected (and why), and the upload limit in force.
   */
  forCase: defineCallOf(
    caseDocsMeta.forCase,
    z.object({ id: id() }),
    z.object({
      rule: z.object({ id: z.int(), version: z.int(), scope: scope() }),
      types: z.array(z.object({ key: z.string(), label: z.string(), required: z.boolean() })),
      reviews: z.array(docReview),
      disclosures: z.array(
        z.object({
          party: party(),
          docKey: z.string(),
          label: z.string(),
          state: disclosureState,
          /** The rejection's reason when `rejected`. */
          reason: z.string(),
        }),
      ),
      maxBytes: z.int(),
      /** Whether the caller may accept or reject this case's documents (not their own case). */
      canReview: z.boolean(),
    }),
  ),
  /** Accepts or rejects an uploaded document (a rejection needs its reason); not on one's own case. */
  review: defineCallOf(
    caseDocsMeta.review,
    z
      .object({
        id: id(),
        documentId: id(),
        decision: z.enum(DOC_REVIEW_DECISIONS),
        reason: plain(L.reviewReason).optional().default(''),
      })
      .refine((r) => r.decision === 'accepted' || r.reason !== '', {
        path: ['reason'],
        message: 'is required: tell the agent what to fix',
      }),
    docReview,
  ),
};

const disclosureItem = z.object({ docKey: docKey(), label: line(L.docLabel, L.docLabel.min) });
export const disclosure = {
  /** Every scope's checklist, by party. */
  getTemplates: defineCallOf(
    disclosureMeta.getTemplates,
    z.object({}),
    z.array(
      z.object({
        scope: scope(),
        party: party(),
        items: z.array(z.object({ docKey: z.string(), label: z.string() })),
      }),
    ),
  ),
  /** Replaces one party's checklist of a scope (audited with the list before and after). */
  saveTemplate: defineCallOf(
    disclosureMeta.saveTemplate,
    z.object({
      scope: scope(),
      party: party(),
      items: list(disclosureItem, L.items, 'disclosures'),
    }),
    z.object({ scope: scope(), party: party(), items: z.array(disclosureItem) }),
  ),
};

const settingKey = () => z.enum(SETTING_KEYS);
export const settingRow = z.object({
  key: settingKey(),
  label: z.string(),
  hint: z.string(),
  env: z.string(),
  /** The value in force: the override, else the environment's. */
  value: z.string(),
  defaultValue: z.string(),
  overridden: z.boolean(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export const settingChange = z.object({
  id: z.int(),
  key: z.string(),
  /** Null: the environment default was (is) in force. A service time's key is `serviceHours.<kind>`. */
  before: z.string().nullable(),
  after: z.string().nullable(),
  by: z.string(),
  at: z.string(),
  rollbackOf: z.int().nullable(),
  /** Whether it is the key's latest change, the one a rollback may undo. */
  latest: z.boolean(),
});

const serviceTime = z.object({
  kind: z.enum(APPLICATION_KINDS),
  title: z.string(),
  hours: z.int(),
});

export const serverConfig = {
  /** Every runtime setting with the value in force, its default and who changed it last. */
  getSettings: defineCallOf(serverConfigMeta.getSettings, z.object({}), z.array(settingRow)),
  /**
   * Overrides a setting; the value is checked for its key (a clear message when it does not fit)
   * and applies on every server without a restart.
   */
  set: defineCallOf(
    serverConfigMeta.set,
    z.object({ key: settingKey(), value: line(L.settingValue, L.settingValue.min) }),
    settingRow,
  ),
  /** Removes the override: the environment's default is in force again (audited). */
  reset: defineCallOf(serverConfigMeta.reset, z.object({ key: settingKey() }), settingRow),
  /** The settings' change log, newest first (one key, or all), at most 200 entries. */
  changes: defineCallOf(
    serverConfigMeta.changes,
    z.object({ key: settingKey().optional() }),
    z.array(settingChange),
  ),
  /**
   * Undoes a setting's (or a service time's) latest change: the value before it is in force again,
   * as a change of its own.
   */
  rollback: defineCallOf(serverConfigMeta.rollback, z.object({ changeId: id() }), nothing()),
  /** Each application kind's service time (due = submitted + hours), read live by every server. */
  serviceTimes: defineCallOf(serverConfigMeta.serviceTimes, z.object({}), z.array(serviceTime)),
  /** Changes a kind's service time (audited in the change log, rolled back like a setting). */
  setServiceTime: defineCallOf(
    serverConfigMeta.setServiceTime,
    z.object({
      kind: z.enum(APPLICATION_KINDS, { error: 'must be an application kind' }),
      hours: int({ min: 1, max: L.serviceHours }),
    }),
    serviceTime,
  ),
};
