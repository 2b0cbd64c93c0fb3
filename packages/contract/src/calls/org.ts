import { z } from 'zod';
import { FIELD_LIMITS } from '../meta/limits.js';
import { orgMeta } from '../meta/org.js';
import { defineCall } from './define.js';
import { id, line, nothing, text } from './fields.js';

const L = FIELD_LIMITS.org;

export interface OrgNode {
  id: number;
  /** null for a region (top level). */
  parentId: number | null;
  /** The parent before the node's last move; null if it never moved. */
  oldId: number | null;
  name: string;
  /** 1 = region, 2 = branch. */
  type: 1 | 2;
  address: string;
  /** Send it back with bq/org/edit: a node changed meanwhile answers 409. */
  version: number;
  children?: OrgNode[];
}

export const orgNode: z.ZodType<OrgNode> = z.object({
  id: z.int(),
  parentId: z.int().nullable(),
  oldId: z.int().nullable(),
  name: z.string(),
  type: z.union([z.literal(1), z.literal(2)]),
  address: z.string(),
  version: z.int(),
  get children() {
    return z.array(orgNode).optional();
  },
});

export const org = {
  getBranchList: defineCall({
    ...orgMeta.getBranchList,
    request: z.object({
      regionId: id().optional(),
      name: text(FIELD_LIMITS.common.keyword).optional(),
    }),
    response: z.array(orgNode),
  }),
  getSonNode: defineCall({
    ...orgMeta.getSonNode,
    /** Without id: the regions (top level). */
    request: z.object({ id: id().optional() }),
    response: z.array(orgNode),
  }),
  getAreaList: defineCall({
    ...orgMeta.getAreaList,
    request: z.object({}),
    response: z.array(orgNode),
  }),
  add: defineCall({
    ...orgMeta.add,
    request: z.object({
      name: line(L.name),
      /** Absent or null: a region. A region id: a branch of it. */
      parentId: id().nullable().optional(),
      address: text(L.address).optional().default(''),
    }),
    response: z.object({ id: z.int() }),
  }),
  edit: defineCall({
    ...orgMeta.edit,
    request: z.object({
      id: id(),
      name: line(L.name).optional(),
      address: text(L.address).optional(),
      /** Move a branch to this region. */
      parentId: id().optional(),
      /** The parent the client last saw; if it changed meanwhile the edit answers 409. */
      oldId: id().nullable().optional(),
      /** The node's version the client last saw; another save meanwhile answers 409. */
      version: id().optional(),
    }),
    response: nothing(),
  }),
  delete: defineCall({ ...orgMeta.delete, request: z.object({ id: id() }), response: nothing() }),
};
