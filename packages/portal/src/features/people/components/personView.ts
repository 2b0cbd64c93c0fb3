import type { DescriptionListProps } from '@bq/ui';
import { formatDate } from '@bq/validators';
import type { calls, Res } from '../../../shared/http/calls';

type Detail = Res<typeof calls.agentInfo.getAgentInfoById>;
type Config = Res<typeof calls.agentAdminConfig.getByAgentId>;

type DescriptionItem = DescriptionListProps['items'][number];

const day = (value: string | null) => (value ? formatDate(value) : '');

/** The personal info as the record page lists it. */
export function personalItems({ email, personal: p }: Detail): DescriptionItem[] {
  return [
    { label: 'Legal name', value: p.legalName },
    { label: 'English name', value: p.englishName },
    { label: 'Chinese name', value: p.chineseName },
    { label: 'Sign-in e-mail', value: email },
    { label: 'Personal e-mail', value: p.personalEmail },
    { label: 'Phone', value: p.phone },
    { label: 'Address', value: p.address, span: 2 },
    { label: 'Licence no.', value: p.licenseNo },
    { label: 'Licence type', value: p.licenseType },
    { label: 'Licence issued', value: day(p.licenseIssuedOn) },
    { label: 'Licence expires', value: day(p.licenseExpiresOn) },
    { label: 'Boards', value: p.boards.join(', '), span: 2 },
    {
      label: 'Emergency contact',
      value: [p.emergencyName, p.emergencyRelation, p.emergencyPhone].filter(Boolean).join(' · '),
      span: 2,
    },
    { label: 'W-9 tax classification', value: p.w9.taxClassification },
    { label: 'W-9 TIN', value: p.w9.tinLast4 ? `••• •• ${p.w9.tinLast4}` : '' },
  ];
}

/** The office's settings for the person. */
export function configItems(c: Config): DescriptionItem[] {
  return [
    { label: 'Role', value: c.roleName ? `${c.dutyName ?? ''} - ${c.roleName}` : '' },
    { label: 'Branch', value: c.branchName },
    { label: 'Company e-mail', value: c.companyEmail },
    { label: 'Certified mentor', value: c.mentorCertificate === 1 ? 'Yes' : 'No' },
    { label: 'Commission plan', value: c.commissionPlan },
    { label: 'Board member', value: c.boardMember ? 'Yes' : 'No' },
    { label: 'Comments', value: c.comment, span: 2 },
  ];
}

export interface ConfigValues {
  roleId: string;
  branchId: string;
  companyEmail: string;
  mentorCertificate: string;
  commissionPlan: string;
}

export const configValues = (c: Config): ConfigValues => ({
  roleId: c.roleId ? String(c.roleId) : '',
  branchId: c.branchId ? String(c.branchId) : '',
  companyEmail: c.companyEmail ?? '',
  mentorCertificate: String(c.mentorCertificate),
  commissionPlan: c.commissionPlan,
});

/** The edit request: only the fields that changed (the server records each as history). */
export function configChanges(before: ConfigValues, after: ConfigValues) {
  const out: {
    roleId?: number;
    branchId?: number | null;
    companyEmail?: string | null;
    mentorCertificate?: 0 | 1;
    commissionPlan?: string;
  } = {};
  if (after.roleId !== before.roleId && after.roleId) out.roleId = Number(after.roleId);
  if (after.branchId !== before.branchId)
    out.branchId = after.branchId ? Number(after.branchId) : null;
  if (after.companyEmail.trim() !== before.companyEmail) {
    out.companyEmail = after.companyEmail.trim() || null;
  }
  if (after.mentorCertificate !== before.mentorCertificate) {
    out.mentorCertificate = after.mentorCertificate === '1' ? 1 : 0;
  }
  if (after.commissionPlan.trim() !== before.commissionPlan) {
    out.commissionPlan = after.commissionPlan.trim();
  }
  return out;
}
