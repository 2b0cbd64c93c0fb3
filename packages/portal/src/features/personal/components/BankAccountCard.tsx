import type { BankAccountView } from '@bq/contract';
import { Button, Card, FormField, Select, Stack, Text, TextField, toast } from '@bq/ui';
import { readAccountNumber, readRoutingNumber } from '@bq/validators';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { callQuery, calls, useCallMutation } from '../../../shared/http/calls';
import { layout } from '../../../shared/layout/store';

/** [English, Chinese], chosen by the breadcrumb's language toggle (1 Chinese, 2 English). */
const TEXTS = {
  title: ['Bank account for payouts', '收款银行账户'],
  holderName: ['Account holder', '账户持有人'],
  holderKind: ['Holder', '持有人类型'],
  person: ['Person (PPD)', '个人（PPD）'],
  company: ['Company (CCD)', '公司（CCD）'],
  accountType: ['Account type', '账户类型'],
  checking: ['Checking', '支票账户'],
  savings: ['Savings', '储蓄账户'],
  routing: ['Routing number', '路由号码'],
  accountNumber: ['Account number', '账号'],
  accountHelp: [
    'Stored encrypted and shown as ****1234. Leave it empty to keep the number on file.',
    '加密保存，仅显示后四位。留空则保留现有账号。',
  ],
  onFile: ['On file', '现有账户'],
  none: ['None on file', '暂无'],
  flagged: [
    'Returned by the bank: correct it before the next batch',
    '被银行退回：请在下一批次前更正',
  ],
  save: ['Save bank account', '保存银行账户'],
  saved: [
    'Bank account saved: payouts batched from now on use it',
    '银行账户已保存，之后的批次将使用它',
  ],
} as const satisfies Record<string, readonly [string, string]>;

interface Values {
  holderName: string;
  holderKind: 'person' | 'company';
  accountType: 'checking' | 'savings';
  routing: string;
  accountNumber: string;
}

const valuesOf = (a: BankAccountView | null | undefined): Values => ({
  holderName: a?.holderName ?? '',
  holderKind: a?.holderKind ?? 'person',
  accountType: a?.accountType ?? 'checking',
  routing: a?.routing ?? '',
  accountNumber: '',
});

/**
 * The person's bank account for bank file payouts, entered by the office (finance's pay-out
 * permission: without it the card is not shown). Saved on its own, never in the form's
 * browser-stored draft; the number is typed masked and shown as its last four.
 */
export function BankAccountCard({ userId }: { userId: number }) {
  const { language } = useSnapshot(layout);
  const t = (key: keyof typeof TEXTS) => TEXTS[key][language === 2 ? 0 : 1];
  // Quiet: an office without the pay-out permission is refused, and then the card is not shown.
  const current = useQuery(callQuery(calls.bankAccount.get, { userId }, { quiet: true }));
  const save = useCallMutation(calls.bankAccount.save);
  const [values, setValues] = useState<Values | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  if (!current.isSuccess) return null;
  const shown = values ?? valuesOf(current.data);
  const set = (patch: Partial<Values>) => setValues({ ...shown, ...patch });

  const submit = async () => {
    const found: Partial<Record<keyof Values, string>> = {};
    if (!shown.holderName.trim()) found.holderName = 'is required';
    const routing = readRoutingNumber(shown.routing);
    if (!routing.ok) found.routing = routing.reason;
    const typed = shown.accountNumber.trim();
    const number = typed ? readAccountNumber(typed) : null;
    if (number && !number.ok) found.accountNumber = number.reason;
    if (!number && !current.data) found.accountNumber = 'is required';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await save.mutateAsync({
      userId,
      holderName: shown.holderName.trim(),
      holderKind: shown.holderKind,
      accountType: shown.accountType,
      routing: shown.routing.trim(),
      ...(typed ? { accountNumber: typed } : {}),
    });
    setValues(null);
    toast.success(t('saved'));
  };

  const on = current.data;
  return (
    <Card title={t('title')}>
      <Stack space="md">
        <Text size="sm" tone={on?.flaggedCode ? 'danger' : 'muted'}>
          {`${t('onFile')}: `}
          {on
            ? `${on.holderName} · ${on.routing} · ${on.accountMasked}${on.flaggedCode ? ` · ${on.flaggedCode} ${t('flagged')}` : ''}`
            : t('none')}
        </Text>
        <FormField label={t('holderName')} error={errors.holderName}>
          <TextField
            value={shown.holderName}
            maxLength={22}
            onChange={(e) => set({ holderName: e.target.value })}
          />
        </FormField>
        <FormField label={t('holderKind')}>
          <Select
            options={[
              { value: 'person', label: t('person') },
              { value: 'company', label: t('company') },
            ]}
            value={shown.holderKind}
            onValueChange={(v) => set({ holderKind: v === 'company' ? 'company' : 'person' })}
          />
        </FormField>
        <FormField label={t('accountType')}>
          <Select
            options={[
              { value: 'checking', label: t('checking') },
              { value: 'savings', label: t('savings') },
            ]}
            value={shown.accountType}
            onValueChange={(v) => set({ accountType: v === 'savings' ? 'savings' : 'checking' })}
          />
        </FormField>
        <FormField label={t('routing')} error={errors.routing}>
          <TextField
            value={shown.routing}
            inputMode="numeric"
            maxLength={9}
            onChange={(e) => set({ routing: e.target.value })}
          />
        </FormField>
        <FormField label={t('accountNumber')} help={t('accountHelp')} error={errors.accountNumber}>
          <TextField
            type="password"
            autoComplete="off"
            value={shown.accountNumber}
            onChange={(e) => set({ accountNumber: e.target.value })}
          />
        </FormField>
        <Button variant="secondary" loading={save.isPending} onClick={submit}>
          {t('save')}
        </Button>
      </Stack>
    </Card>
  );
}
