import { DOC_RULE_SCOPE_VALUES, DOC_RULE_SCOPES, type DocRuleScope } from '@bq/contract/meta';

/** The kinds of case a document rule or a disclosure checklist is for, as Select options. */
export const SCOPE_OPTIONS = DOC_RULE_SCOPE_VALUES.map((scope) => ({
  value: scope,
  label: DOC_RULE_SCOPES[scope],
}));

/** The scope named in the address (`?scope=`), a purchase (resale) otherwise. */
export function scopeOf(raw: string | null): DocRuleScope {
  return DOC_RULE_SCOPE_VALUES.find((s) => s === raw) ?? 'purchase-resale';
}

/** A document type's key from its label: `Home warranty (HW)` → `home-warranty-hw`. */
export function keyOf(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}
