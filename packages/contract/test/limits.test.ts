import { emailOfLength } from '@bq/validators';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { personalFields, w9Details } from '../src/calls/agent-info.js';
import { coachCostForm, tutorForm, vendorForm } from '../src/calls/applications.js';
import { optionInput, productPhoto } from '../src/calls/commerce-catalogue.js';
import { courseTag, sessionInput } from '../src/calls/institute.js';
import { specialty } from '../src/calls/institute-people.js';
import { listingFeature, listingPhoto } from '../src/calls/listings.js';
import { subscriberInput } from '../src/calls/mailing.js';
import {
  CASE_TEXT_LIMITS,
  type CallDef,
  caseTextLimit,
  contract,
  FIELD_LIMITS,
  fieldMessages,
  type TextLimit,
} from '../src/index.js';

/** Sets `value` at a dotted path (`clients.*.name`: the first client) inside `base`. */
function at(path: string, value: unknown, base: Record<string, unknown> = {}) {
  const keys = path.split('.').map((k) => (k === '*' ? '0' : k));
  const root = structuredClone(base);
  let node: Record<string, unknown> = root;
  keys.slice(0, -1).forEach((key, i) => {
    const next = keys[i + 1] === '0' ? [] : {};
    node[key] ??= next;
    node = node[key] as Record<string, unknown>;
  });
  node[keys[keys.length - 1] as string] = value;
  return root;
}

/** A value of exactly `n` characters that the field's own format accepts. */
function filler(path: string, n: number): string {
  if (path.endsWith('email')) return emailOfLength(n);
  if (path.endsWith('phone')) return `${'1'.repeat(n)}`;
  if (path.endsWith('zip')) return n === 10 ? '12345-6789' : `12345-${'6'.repeat(n - 6)}`;
  if (path.endsWith('state')) return 'CA'.padEnd(n, 'X');
  return 'x'.repeat(n);
}

function issuesOf(call: CallDef, input: unknown) {
  const r = call.request.safeParse(input);
  return r.success
    ? []
    : r.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
}

const saveDraft = contract.tranCase.saveDraft;

describe('the case form refuses one character over each limit of the table', () => {
  it.each(Object.entries(CASE_TEXT_LIMITS))('%s', (path, limit) => {
    const field = path.replace('*', '0');
    expect(issuesOf(saveDraft, at(path, filler(path, limit.max), { id: 1 }))).toEqual([]);
    // A longer state or ZIP also breaks its format; the length rule must still speak.
    const over = issuesOf(saveDraft, at(path, filler(path, limit.max + 1), { id: 1 }));
    expect(over[0]).toEqual({ field, message: fieldMessages.tooLong(limit.max) });
    expect(over.every((i) => i.field === field)).toBe(true);
  });

  it('looks a field up by the path the form gives it', () => {
    expect(caseTextLimit('clients.3.name')).toBe(FIELD_LIMITS.case.clientName);
    expect(caseTextLimit('clients.3.role')).toEqual({ max: 50 });
    expect(caseTextLimit('purchasePrice')).toBeUndefined();
  });
});

/** The generic saveDraft nests a kind's form under `form`: its fields are walked form by form. */
const formCall = (request: z.ZodType): CallDef => ({ ...contract.application.saveDraft, request });

/** An accounting account's full name of `n` characters: parts of 30 joined by colons. */
const accountingName = (n: number) =>
  Array.from({ length: n }, (_, i) => ((i + 1) % 31 === 0 ? ':' : 'x')).join('');
const digits = (n: number) => '1'.repeat(n);

/**
 * Every other text limit of the table, with the call field it governs, and how to fill the field
 * to a length when plain `x`s would break its format.
 */
const OTHER_TEXT: [CallDef, string, TextLimit, ((n: number) => string)?][] = [
  [contract.auth.registerByEmailAndCode, 'password', FIELD_LIMITS.auth.password],
  [contract.auth.registerByEmailAndCode, 'name', FIELD_LIMITS.auth.name],
  [contract.auth.loginByEmail, 'password', FIELD_LIMITS.auth.loginPassword],
  [contract.auth.loginByCode, 'code', FIELD_LIMITS.auth.twoStepCode],
  [contract.auth.loginByCode, 'challenge', FIELD_LIMITS.auth.twoStepChallenge],
  [contract.twoStep.confirm, 'code', FIELD_LIMITS.auth.twoStepCode],
  [contract.twoStep.disable, 'code', FIELD_LIMITS.auth.twoStepCode],
  [contract.user.updatePassword, 'newPassword', FIELD_LIMITS.auth.password],
  [contract.tourists.add, 'name', FIELD_LIMITS.tourist.name],
  [contract.tourists.add, 'phone', FIELD_LIMITS.tourist.phone],
  [contract.tourists.add, 'company', FIELD_LIMITS.tourist.company],
  [contract.tourists.add, 'wechat', FIELD_LIMITS.tourist.wechat],
  [contract.messageStation.sendStationMessage, 'title', FIELD_LIMITS.letter.title],
  [contract.messageStation.sendStationMessage, 'content', FIELD_LIMITS.letter.content],
  [
    contract.messageStation.sendStationMessage,
    'idempotencyKey',
    FIELD_LIMITS.letter.idempotencyKey,
  ],
  [contract.course.save, 'titleZh', FIELD_LIMITS.course.title],
  [contract.course.save, 'titleEn', FIELD_LIMITS.course.title],
  [contract.course.save, 'descriptionZh', FIELD_LIMITS.course.description],
  [contract.course.save, 'descriptionEn', FIELD_LIMITS.course.description],
  [contract.course.save, 'category', FIELD_LIMITS.course.category],
  [contract.course.save, 'coverUrl', FIELD_LIMITS.course.coverUrl],
  [contract.course.hallList, 'keyword', FIELD_LIMITS.course.keyword],
  [formCall(z.object({ tag: courseTag() })), 'tag', FIELD_LIMITS.course.tag],
  [formCall(z.object({ s: specialty() })), 's', FIELD_LIMITS.course.specialty],
  [formCall(sessionInput), 'place', FIELD_LIMITS.course.place],
  [contract.lecturer.saveProfile, 'bioZh', FIELD_LIMITS.course.bio],
  [contract.coach.saveProfile, 'bio', FIELD_LIMITS.course.bio],
  [contract.outsiders.regis, 'name', FIELD_LIMITS.course.registrantName],
  [contract.outsiders.confirm, 'token', FIELD_LIMITS.course.linkToken],
  [contract.outsiders.cancel, 'token', FIELD_LIMITS.course.linkToken],
  [contract.coach.addSession, 'note', FIELD_LIMITS.course.sessionNote],
  [contract.certificate.verify, 'code', FIELD_LIMITS.course.certificateCode],
  [contract.org.add, 'name', FIELD_LIMITS.org.name],
  [contract.org.add, 'address', FIELD_LIMITS.org.address],
  [contract.adminRole.addRoleJson, 'name', FIELD_LIMITS.role.name],
  [contract.tranCase.search, 'keyword', FIELD_LIMITS.case.keyword],
  [contract.tranCase.teamCandidates, 'keyword', FIELD_LIMITS.common.keyword],
  [contract.tranCase.changeStatus, 'comment', FIELD_LIMITS.case.comment],
  [contract.tranCase.historyByAddress, 'addressKey', FIELD_LIMITS.case.addressKey],
  [contract.tranCase.uploadDocument, 'docType', FIELD_LIMITS.case.docType],
  [contract.tranCase.uploadDocument, 'fileName', FIELD_LIMITS.case.fileName],
  [contract.tranCase.uploadDocument, 'mime', FIELD_LIMITS.case.mime],
  [contract.application.search, 'keyword', FIELD_LIMITS.application.keyword],
  [contract.application.pass, 'comment', FIELD_LIMITS.application.comment],
  [contract.application.rejection, 'comment', FIELD_LIMITS.application.rejectReason],
  [contract.salary.save, 'note', FIELD_LIMITS.application.note],
  [contract.beMentor.application, 'reason', FIELD_LIMITS.application.reason],
  [contract.entry.save, 'legalName', FIELD_LIMITS.application.name],
  [contract.entry.save, 'address', FIELD_LIMITS.application.address],
  [contract.entry.save, 'licenseNo', FIELD_LIMITS.application.licenseNo],
  [contract.entry.save, 'licenseState', FIELD_LIMITS.application.state],
  [contract.entry.save, 'taxClassification', FIELD_LIMITS.application.taxClassification],
  [contract.entry.save, 'emergencyRelation', FIELD_LIMITS.application.relation],
  [formCall(tutorForm), 'topic', FIELD_LIMITS.application.topic],
  [formCall(vendorForm), 'vendorName', FIELD_LIMITS.application.vendorName],
  [formCall(vendorForm), 'service', FIELD_LIMITS.application.service],
  [formCall(vendorForm), 'invoiceRef', FIELD_LIMITS.application.invoiceRef],
  [formCall(coachCostForm), 'agreementRef', FIELD_LIMITS.application.agreementRef],
  [contract.application.uploadInvoice, 'fileName', FIELD_LIMITS.application.fileName],
  [contract.application.uploadInvoice, 'mime', FIELD_LIMITS.application.mime],
  [contract.agentInfo.addAgent, 'legalName', FIELD_LIMITS.people.name],
  [contract.agentInfo.editAgent, 'englishName', FIELD_LIMITS.people.otherName],
  [contract.agentInfo.editAgent, 'address', FIELD_LIMITS.people.address],
  [contract.agentInfo.editAgent, 'licenseNo', FIELD_LIMITS.people.licenseNo],
  [
    formCall(z.object({ board: personalFields.boards.element })),
    'board',
    FIELD_LIMITS.people.board,
  ],
  [contract.agentInfo.editAgent, 'emergencyRelation', FIELD_LIMITS.people.relation],
  [formCall(w9Details), 'taxClassification', FIELD_LIMITS.people.taxClassification],
  [formCall(w9Details), 'businessName', FIELD_LIMITS.people.businessName],
  [contract.agentAdminConfig.edit, 'commissionPlan', FIELD_LIMITS.people.commissionPlan],
  [contract.agentAdminConfig.editComment, 'comment', FIELD_LIMITS.people.comment],
  [contract.agentAdminConfig.addActivityInfo, 'title', FIELD_LIMITS.people.activityTitle],
  [contract.agentAdminConfig.addActivityInfo, 'note', FIELD_LIMITS.people.activityNote],
  [contract.agentAdminConfigStash.reject, 'reason', FIELD_LIMITS.people.rejectReason],
  [contract.agentInfo.getAgent, 'keyword', FIELD_LIMITS.people.keyword],
  [contract.agentInfo.uploadPersonalPhoto, 'fileName', FIELD_LIMITS.people.fileName],
  [contract.agentInfo.uploadPersonalPhoto, 'mime', FIELD_LIMITS.people.mime],
  [contract.coachAgreement.add, 'terms', FIELD_LIMITS.coachAgreement.terms],
  [contract.registration.revokeCompletion, 'reason', FIELD_LIMITS.course.revokeReason],
  [contract.dre.dreVerify, 'licenseId', FIELD_LIMITS.dre.licenseId],
  [contract.dre.dreVerify, 'name', FIELD_LIMITS.dre.name],
  [contract.messageEmail.updateTemplate, 'subject2', FIELD_LIMITS.template.subject],
  [contract.messageStation.updateTemplate, 'body1', FIELD_LIMITS.template.body],
  [contract.productType.add, 'nameEn', FIELD_LIMITS.commerce.typeName],
  [contract.productType.edit, 'nameZh', FIELD_LIMITS.commerce.typeNameZh],
  [contract.product.add, 'nameEn', FIELD_LIMITS.commerce.name],
  [contract.product.edit, 'descriptionZh', FIELD_LIMITS.commerce.description],
  [formCall(z.object({ photo: productPhoto() })), 'photo', FIELD_LIMITS.commerce.photo],
  [formCall(optionInput), 'label', FIELD_LIMITS.commerce.optionLabel],
  [contract.product.list, 'keyword', FIELD_LIMITS.commerce.keyword],
  [contract.tranCase.bulkChangeStatus, 'idempotencyKey', FIELD_LIMITS.case.idempotencyKey],
  [contract.order.checkout, 'idempotencyKey', FIELD_LIMITS.commerce.idempotencyKey],
  [contract.order.checkout, 'discountCode', FIELD_LIMITS.commerce.discountCode],
  [contract.discountCode.add, 'code', FIELD_LIMITS.commerce.discountCode],
  [contract.discountCode.preview, 'discountCode', FIELD_LIMITS.commerce.discountCode],
  [contract.payment.accept, 'reference', FIELD_LIMITS.commerce.paymentReference],
  [contract.payment.accept, 'idempotencyKey', FIELD_LIMITS.commerce.idempotencyKey],
  [contract.refund.approve, 'idempotencyKey', FIELD_LIMITS.commerce.idempotencyKey],
  [contract.refund.request, 'reason', FIELD_LIMITS.commerce.reason],
  [contract.order.cancel, 'reason', FIELD_LIMITS.commerce.note],
  [contract.mailList.save, 'name', FIELD_LIMITS.commerce.listName],
  [contract.mailList.save, 'description', FIELD_LIMITS.commerce.listDescription],
  [formCall(subscriberInput), 'name', FIELD_LIMITS.commerce.subscriberName],
  [contract.mailList.send, 'subject', FIELD_LIMITS.commerce.subject],
  [contract.mailList.send, 'body', FIELD_LIMITS.commerce.mailBody],
  [contract.mailList.unsubscribe, 'token', FIELD_LIMITS.commerce.unsubscribeToken],
  [contract.token.grant, 'reason', FIELD_LIMITS.tokens.reason],
  [contract.token.grant, 'requestKey', FIELD_LIMITS.tokens.requestKey],
  [contract.token.accounts, 'keyword', FIELD_LIMITS.tokens.keyword],
  [contract.blackList.add, 'value', FIELD_LIMITS.blacklist.value],
  [contract.blackList.add, 'reason', FIELD_LIMITS.blacklist.reason],
  [contract.blackList.getBlackList, 'keyword', FIELD_LIMITS.blacklist.keyword],
  [contract.listing.add, 'UnparsedAddress', FIELD_LIMITS.listings.street],
  [contract.listing.add, 'UnitNumber', FIELD_LIMITS.listings.unit],
  [contract.listing.edit, 'City', FIELD_LIMITS.listings.city],
  [contract.listing.add, 'PublicRemarksEn', FIELD_LIMITS.listings.remarks],
  [formCall(z.object({ feature: listingFeature() })), 'feature', FIELD_LIMITS.listings.feature],
  [formCall(z.object({ photo: listingPhoto() })), 'photo', FIELD_LIMITS.listings.photo],
  [contract.listing.list, 'keyword', FIELD_LIMITS.listings.keyword],
  [contract.listingTemplate.save, 'name', FIELD_LIMITS.listings.templateName],
  [contract.listingTemplate.save, 'headlineEn', FIELD_LIMITS.listings.headline],
  [contract.listingShare.view, 'token', FIELD_LIMITS.listings.shareToken],
  [contract.calendar.saveOfficeEvent, 'title', FIELD_LIMITS.calendar.title],
  [contract.calendar.saveOfficeEvent, 'description', FIELD_LIMITS.calendar.description],
  [contract.calendar.saveOfficeEvent, 'location', FIELD_LIMITS.calendar.location],
  [contract.officeDictionary.save, 'code', FIELD_LIMITS.office.code],
  [contract.officeDictionary.save, 'label', FIELD_LIMITS.office.label],
  [contract.officeDictionary.save, 'labelZh', FIELD_LIMITS.office.labelZh],
  [contract.association.save, 'name', FIELD_LIMITS.office.boardName],
  [contract.association.save, 'shortName', FIELD_LIMITS.office.shortName],
  [contract.association.save, 'mls', FIELD_LIMITS.office.mls],
  [contract.association.save, 'website', FIELD_LIMITS.office.website],
  [contract.association.addMember, 'memberNo', FIELD_LIMITS.office.memberNo],
  [contract.association.list, 'keyword', FIELD_LIMITS.office.keyword],
  [contract.recruitment.save, 'note', FIELD_LIMITS.office.note],
  [contract.group.save, 'name', FIELD_LIMITS.group.name],
  [contract.group.save, 'description', FIELD_LIMITS.group.description],
  [contract.group.list, 'keyword', FIELD_LIMITS.group.keyword],
  [contract.groupMail.preview, 'subject', FIELD_LIMITS.group.subject],
  [contract.groupMail.preview, 'body', FIELD_LIMITS.group.mailBody],
  [contract.groupMail.send, 'idempotencyKey', FIELD_LIMITS.group.idempotencyKey],
  [contract.jobs.list, 'kind', FIELD_LIMITS.jobs.kind],
  [contract.jobs.retry, 'idempotencyKey', FIELD_LIMITS.jobs.idempotencyKey],
  [contract.view.save, 'name', FIELD_LIMITS.view.name],
  [contract.view.save, 'listKey', FIELD_LIMITS.view.listKey],
  [contract.view.save, 'query', FIELD_LIMITS.view.query],
  [contract.externalLink.save, 'url', FIELD_LIMITS.office.url],
  [contract.commissionPlan.addTerms, 'name', FIELD_LIMITS.payroll.planName],
  [contract.commissionPlan.addTerms, 'note', FIELD_LIMITS.payroll.note],
  [contract.externalLink.save, 'title', FIELD_LIMITS.office.linkTitle],
  [contract.externalLink.save, 'description', FIELD_LIMITS.office.linkDescription],
  [contract.payroll.statements, 'keyword', FIELD_LIMITS.payroll.keyword],
  [contract.payroll.approve, 'note', FIELD_LIMITS.payroll.note],
  [contract.payroll.sendBack, 'note', FIELD_LIMITS.payroll.reason],
  [contract.tax.revealTin, 'reason', FIELD_LIMITS.payroll.tinRevealReason],
  [contract.payroll.confirmPaid, 'reference', FIELD_LIMITS.payroll.reference],
  [contract.payroll.pay, 'idempotencyKey', FIELD_LIMITS.payroll.idempotencyKey],
  [contract.payeePayout.pay, 'idempotencyKey', FIELD_LIMITS.payroll.idempotencyKey],
  [contract.referralFee.pay, 'idempotencyKey', FIELD_LIMITS.payroll.idempotencyKey],
  [contract.cda.generate, 'fileNo', FIELD_LIMITS.payroll.fileNo],
  [contract.cda.generate, 'idempotencyKey', FIELD_LIMITS.payroll.idempotencyKey],
  [contract.payoutBatch.create, 'idempotencyKey', FIELD_LIMITS.payroll.idempotencyKey],
  [contract.payoutBatch.release, 'idempotencyKey', FIELD_LIMITS.payroll.idempotencyKey],
  [contract.payoutBatch.return, 'idempotencyKey', FIELD_LIMITS.payroll.idempotencyKey],
  [contract.payoutBatch.return, 'note', FIELD_LIMITS.payroll.returnNote],
  [contract.bankAccount.save, 'holderName', FIELD_LIMITS.payroll.bankHolderName],
  [contract.bankAccount.save, 'routing', FIELD_LIMITS.payroll.bankRouting, (n) => '1'.repeat(n)],
  [
    contract.bankAccount.save,
    'accountNumber',
    FIELD_LIMITS.payroll.bankAccountNumber,
    (n) => '1'.repeat(n),
  ],
  [contract.monthClose.close, 'idempotencyKey', FIELD_LIMITS.payroll.idempotencyKey],
  [contract.agentFee.save, 'label', FIELD_LIMITS.payroll.feeLabel],
  [contract.agentFee.bill, 'idempotencyKey', FIELD_LIMITS.payroll.idempotencyKey],
  [
    contract.accountingExport.saveAccount,
    'name',
    FIELD_LIMITS.payroll.accountingName,
    accountingName,
  ],
  [contract.accountingExport.saveAccount, 'number', FIELD_LIMITS.payroll.accountingNumber, digits],
  [contract.docRule.saveRule, 'note', FIELD_LIMITS.systemConfig.note],
  [contract.caseDocs.review, 'reason', FIELD_LIMITS.systemConfig.reviewReason],
  [contract.serverConfig.set, 'value', FIELD_LIMITS.systemConfig.settingValue],
  [contract.award.save, 'name', FIELD_LIMITS.awards.name],
  [contract.award.uploadPhoto, 'caption', FIELD_LIMITS.awards.caption],
  [contract.production.reopenPeriod, 'reason', FIELD_LIMITS.awards.reopenReason],
];

/** Limits of a list's entries (issue 27): the call, its body with the text at the entry, the path. */
const ENTRY_TEXT: [CallDef, (text: string) => object, string, TextLimit][] = [
  [
    contract.docRule.saveRule,
    (key) => ({ scope: 'referral', version: 1, items: [{ key, label: 'L', required: true }] }),
    'items.0.key',
    FIELD_LIMITS.systemConfig.docKey,
  ],
  [
    contract.docRule.saveRule,
    (label) => ({ scope: 'referral', version: 1, items: [{ key: 'k', label, required: true }] }),
    'items.0.label',
    FIELD_LIMITS.systemConfig.docLabel,
  ],
];

describe('list entries keep the limit of the table', () => {
  it.each(ENTRY_TEXT.map(([c, body, f, l]) => [`${c.path} ${f}`, c, body, f, l] as const))(
    '%s',
    (_name, call, body, field, limit) => {
      expect(issuesOf(call, body('x'.repeat(limit.max)))).toEqual([]);
      expect(issuesOf(call, body('x'.repeat(limit.max + 1)))).toEqual([
        { field, message: fieldMessages.tooLong(limit.max) },
      ]);
    },
  );
});

describe('every other call field keeps the limit of the table', () => {
  it.each(OTHER_TEXT.map(([c, f, l, fill]) => [`${c.path} ${f}`, c, f, l, fill] as const))(
    '%s',
    (_name, call, field, limit, fill = (n: number) => 'x'.repeat(n)) => {
      const only = (input: Record<string, unknown>) =>
        issuesOf(call, input).filter((i) => i.field === field);
      expect(only({ [field]: fill(limit.max) })).toEqual([]);
      expect(only({ [field]: fill(limit.max + 1) })).toEqual([
        { field, message: fieldMessages.tooLong(limit.max) },
      ]);
      if (limit.min) {
        expect(only({ [field]: fill(limit.min - 1) })[0]?.message).toBe(
          fieldMessages.tooShort(limit.min),
        );
      }
    },
  );

  it('leaves no text limit of the table without a field that enforces it', () => {
    const walked = new Set<unknown>([
      ...Object.values(CASE_TEXT_LIMITS),
      ...OTHER_TEXT.map(([, , l]) => l),
      ...ENTRY_TEXT.map(([, , , l]) => l),
    ]);
    const textLimits = Object.entries(FIELD_LIMITS).flatMap(([area, group]) =>
      Object.entries(group)
        .filter(([, l]) => typeof l === 'object' && 'max' in l && !('places' in l))
        .map(([name, l]) => ({ name: `${area}.${name}`, l })),
    );
    expect(textLimits.filter(({ l }) => !walked.has(l)).map((t) => t.name)).toEqual([]);
  });

  it('caps the clients, the team and the letter receivers at the table counts', () => {
    const clients = Array.from({ length: FIELD_LIMITS.case.clients.maxItems + 1 }, () => ({}));
    expect(issuesOf(saveDraft, { id: 1, clients: clients.slice(1) })).toEqual([]);
    expect(issuesOf(saveDraft, { id: 1, clients })).toEqual([
      { field: 'clients', message: 'at most 20 clients' },
    ]);
    const receiverIds = Array.from({ length: 51 }, (_, i) => i + 1);
    expect(
      issuesOf(contract.messageStation.sendStationMessage, {
        receiverIds,
        title: 't',
        content: 'c',
      }),
    ).toEqual([{ field: 'receiverIds', message: 'at most 50 ids' }]);
  });
});

describe('the schema files', () => {
  it('write no limit of their own: every number comes from the table', async () => {
    const { readdir, readFile } = await import('node:fs/promises');
    const dir = new URL('../src/calls/', import.meta.url);
    // `.min(1)` is presence, not a limit; anything larger must come from the table.
    const literal = /\b(text|idList|moduleIdList)\(\d|\.max\(\d|\.min\((\d\d|[2-9])|\.length\(\d/;
    const offenders: string[] = [];
    for (const file of await readdir(dir)) {
      const lines = (await readFile(new URL(file, dir), 'utf8')).split('\n');
      lines.forEach((line, i) => {
        if (literal.test(line)) offenders.push(`${file}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(offenders).toEqual([]);
  });
});

describe('a limit changed in the table', () => {
  it('changes what the schemas accept', async () => {
    vi.resetModules();
    vi.doMock('../src/meta/limits.js', async (original) => {
      const real = await original<typeof import('../src/meta/limits.js')>();
      const FIELD_LIMITS = {
        ...real.FIELD_LIMITS,
        case: { ...real.FIELD_LIMITS.case, clientName: { max: 7 } },
        auth: { ...real.FIELD_LIMITS.auth, password: { min: 12, max: 20 } },
      };
      return { ...real, FIELD_LIMITS };
    });
    const changed = (await import('../src/calls/index.js')).contract;
    vi.doUnmock('../src/meta/limits.js');
    const draft = changed.tranCase.saveDraft.request as z.ZodType;
    expect(draft.safeParse({ id: 1, clients: [{ name: 'x'.repeat(7) }] }).success).toBe(true);
    expect(
      draft.safeParse({ id: 1, clients: [{ name: 'x'.repeat(8) }] }).error?.issues[0]?.message,
    ).toBe('at most 7 characters');
    const reg = changed.auth.registerByEmailAndCode.request as z.ZodType;
    const short = reg.safeParse({ email: 'a@b.co', code: '123456', password: 'x'.repeat(11) });
    expect(short.error?.issues[0]?.message).toBe('at least 12 characters');
    // The module imported at the top still holds the real table.
    expect(saveDraft.request.safeParse({ id: 1, clients: [{ name: 'x'.repeat(8) }] }).success).toBe(
      true,
    );
  });
});
