export { CASE_SORT_FIELDS } from './calls/cases.js';
export type { CallDef, Envelope, ParsedRequestOf, RequestOf, ResponseOf } from './calls/define.js';
export { defineCall } from './calls/define.js';
export * as fields from './calls/fields.js';
export { PASSWORD_MIN } from './calls/fields.js';
export { allCalls, type Contract, contract } from './calls/index.js';
export type { OrgNode } from './calls/org.js';
export type { ModuleTreeNode } from './calls/roles.js';
export * from './meta/index.js';
