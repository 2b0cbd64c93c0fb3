import { type CallMeta, meta } from '@bq/contract/meta';

/**
 * What a write makes stale in the areas that move money or keep the office's lists (commerce, tokens, mailing, payouts, system configuration, the office's lists, listings,
 * commission plans, payroll, groups, the calendar, statistics and awards), declared through
 * `stale.ts`'s `writes` so the portal keeps one table.
 */
export function declareOfficeAreas(
  writes: (list: readonly CallMeta[], reads: readonly CallMeta[]) => void,
): void {
  const {
    agentAdminConfig,
    agentInfo,
    application,
    cart,
    course,
    order,
    payment,
    product,
    productType,
    registration,
    statistical,
    refund,
    tranCase,
  } = meta;
  // Commerce, the catalogue: a type or a product shows on the types page (with its
  // product count), in the editor's choices, the catalogue, a product's page and the carts.
  writes(
    [meta.productType.add, meta.productType.edit, meta.productType.remove],
    [meta.productType.list, meta.product.list, meta.product.detail],
  );
  writes(
    [meta.product.add, meta.product.edit, meta.product.changeStatus],
    [meta.product.list, meta.product.detail, meta.productType.list, meta.cart.mine],
  );
  // Marketing ships a product line or staff close an order: the order pages of every side.
  writes(
    [meta.order.fulfil, meta.order.close],
    [meta.order.list, meta.order.detail, meta.order.history, meta.order.mine, meta.order.myDetail],
  );

  // Discount codes: the codes page (a checkout with a code counts a use there).
  writes(
    [meta.discountCode.add, meta.discountCode.deactivate, order.checkout, order.cancel],
    [meta.discountCode.list],
  );

  // Commerce: the cart; a placed, paid, cancelled or refunded order shows in the buyer's
  // and the staff's order pages, finance's queues, and (a course seat) the halls and my courses.
  writes([cart.setLine, cart.removeLine], [cart.mine]);
  writes(
    [
      order.checkout,
      order.cancel,
      payment.accept,
      payment.reject,
      refund.request,
      refund.approve,
      refund.refuse,
      refund.pay,
      refund.void,
    ],
    [
      cart.mine,
      order.mine,
      order.myDetail,
      order.list,
      order.detail,
      order.history,
      payment.awaiting,
      refund.list,
      refund.detail,
      product.list,
      product.detail,
      course.hallList,
      course.hallDetail,
      registration.mine,
      registration.list,
    ],
  );
  // Tokens: a grant shows in the token page's accounts, lines and reconciliation and in
  // the person's own tokens; a checkout paid with tokens or a refund moves the buyer's tokens.
  writes(
    [meta.token.grant, order.checkout, refund.approve],
    [
      meta.token.mine,
      meta.token.accounts,
      meta.token.lines,
      meta.token.checkAccount,
      statistical.getFinance,
    ],
  );
  writes(
    [product.add, product.edit, product.changeStatus],
    [product.list, product.detail, cart.mine],
  );
  writes([productType.add, productType.edit, productType.remove], [productType.list, product.list]);

  // The mailing list: counts on the lists page, a list's addresses and campaigns; an
  // unsubscribe turns an address's status and the list's counts.
  writes(
    [meta.mailList.save, meta.mailList.subscribe, meta.mailList.removeSubscriber],
    [meta.mailList.lists, meta.mailList.subscribers],
  );
  writes([meta.mailList.send], [meta.mailList.lists, meta.mailList.campaigns]);
  writes(
    [meta.mailList.unsubscribe],
    [meta.mailList.unsubscribeCheck, meta.mailList.lists, meta.mailList.subscribers],
  );

  // Lecturer and vendor payments: a payout made, confirmed or voided moves the payee's sums.
  writes(
    [meta.payeePayout.pay, meta.payeePayout.confirm, meta.payeePayout.void],
    [
      meta.lecturerPay.list,
      meta.lecturerPay.detail,
      meta.vendorPay.list,
      meta.vendorPay.detail,
      meta.payeePayout.get,
      meta.tax.summary1099,
    ],
  );

  // Referral fees: a payout made, confirmed or voided moves the case's sums and its ledger.
  writes(
    [meta.referralFee.pay, meta.referralFee.confirm, meta.referralFee.void],
    [meta.referralFee.list, meta.titleReceipt.caseLedger],
  );

  // Bank files: a batch made, released or returned moves the pending payouts and the batches; a
  // release pays statements, a return puts money back on a payee's account.
  writes(
    [meta.payoutBatch.create, meta.payoutBatch.release, meta.payoutBatch.return],
    [
      meta.payoutBatch.candidates,
      meta.payoutBatch.list,
      meta.payroll.statements,
      meta.bankAccount.get,
    ],
  );
  writes(
    [meta.bankAccount.save],
    [meta.bankAccount.get, meta.bankAccount.mine, meta.payoutBatch.candidates],
  );

  // The blacklist: an entry added or lifted changes the list.
  writes([meta.blackList.add, meta.blackList.remove], [meta.blackList.getBlackList]);
  // The jobs page: a job sent back to the queue changes the list.
  writes([meta.jobs.retry], [meta.jobs.list]);
  // System configuration: document rules, disclosure checklists, reviews, settings.
  writes([meta.docRule.saveRule], [meta.docRule.getRules, meta.docRule.ruleVersions]);
  writes([meta.disclosure.saveTemplate], [meta.disclosure.getTemplates, meta.caseDocs.forCase]);
  writes(
    [tranCase.uploadDocument, tranCase.removeDocument, meta.caseDocs.review],
    [meta.caseDocs.forCase, tranCase.statusHistory],
  );
  writes(
    [meta.serverConfig.set, meta.serverConfig.reset, meta.serverConfig.rollback],
    [meta.serverConfig.getSettings, meta.serverConfig.changes, meta.caseDocs.forCase],
  );
  writes(
    [meta.serverConfig.setServiceTime, meta.serverConfig.rollback],
    [meta.serverConfig.serviceTimes, meta.serverConfig.changes, application.search],
  );

  // The office's lists: each write changes its own page, the overview and what forms and
  // the home page read; a membership changes the agent's status and personal info too.
  writes([meta.officeDictionary.save], [meta.officeDictionary.list, meta.systemOverview.get]);
  writes(
    [meta.externalLink.save],
    [meta.externalLink.list, meta.externalLink.visible, meta.systemOverview.get],
  );
  writes(
    [meta.association.save, meta.association.addMember, meta.association.endMember],
    [
      meta.association.list,
      meta.association.get,
      meta.systemOverview.get,
      agentInfo.getAgentInfoById,
      agentInfo.getPersonalDetails,
    ],
  );
  writes(
    [meta.recruitment.save],
    [meta.recruitment.list, meta.recruitment.get, meta.systemOverview.get],
  );
  writes([agentAdminConfig.addActivityInfo], [agentAdminConfig.getActivityList]);

  // Listings: a listing's writes show in the list and on its page; a template in the
  // editor's choice and on every listing that uses it.
  writes(
    [meta.listing.add, meta.listing.edit, meta.listing.changeStatus, meta.listing.setShare],
    [meta.listing.list, meta.listing.detail],
  );
  writes(
    [meta.listingTemplate.save, meta.listingTemplate.remove],
    [meta.listingTemplate.list, meta.listing.detail],
  );

  // Month close: closing shows in the months and the month's state; every decision that moves
  // money or settles a payout changes the checks and the reconciliation.
  writes([meta.monthClose.close], [meta.monthClose.list, meta.monthClose.checks]);
  writes(
    [
      payment.accept,
      payment.reject,
      refund.approve,
      refund.pay,
      refund.void,
      meta.payroll.pay,
      meta.payroll.confirmPaid,
      meta.payroll.voidPayout,
      meta.payeePayout.pay,
      meta.payeePayout.confirm,
      meta.payeePayout.void,
    ],
    [meta.monthClose.checks, meta.monthClose.reconciliation],
  );

  // Title/escrow receipts: a receipt changes the case's ledger and the month's receivables check.
  writes(
    [meta.titleReceipt.record],
    [meta.titleReceipt.caseLedger, meta.monthClose.checks, meta.monthClose.reconciliation],
  );

  // The CDA: each write shows on the case ledger page's CDA card; sending queues a mail.
  writes([meta.cda.generate, meta.cda.approve, meta.cda.send], [meta.cda.get]);
  // A case closed or its commission put right changes what the card offers next.
  writes(
    [meta.tranCase.changeStatus, meta.tranCase.bulkChangeStatus, meta.tranCase.fixCommission],
    [meta.cda.get],
  );

  // Accounting export: a mapping shows in the chart of accounts, an export in the exports' list.
  writes(
    [meta.accountingExport.saveAccount, meta.accountingExport.mapSuggested],
    [meta.accountingExport.accounts],
  );
  writes([meta.accountingExport.exportJournal], [meta.accountingExport.list]);

  // Agent fees: new terms show in the schedule; a billing run posts to the agents' statements and
  // balances, and to the month's reconciliation.
  writes([meta.agentFee.save], [meta.agentFee.list]);
  writes(
    [meta.agentFee.bill],
    [
      meta.agentFee.list,
      meta.agentFee.negativeBalances,
      meta.payroll.statements,
      meta.payroll.statement,
      meta.monthClose.checks,
      meta.monthClose.reconciliation,
    ],
  );
  // Paying a statement may leave an agent below zero (fees owed, not netted).
  writes(
    [meta.payroll.pay, meta.payroll.confirmPaid, meta.payroll.voidPayout],
    [meta.agentFee.negativeBalances],
  );

  // Commission plans: new terms show in the plans' list.
  writes([meta.commissionPlan.addTerms], [meta.commissionPlan.list]);

  // Payroll: a statement's steps show in the list and on its page.
  writes(
    [
      meta.payroll.draft,
      meta.payroll.review,
      meta.payroll.sendBack,
      meta.payroll.approve,
      meta.payroll.pay,
      meta.payroll.confirmPaid,
      meta.payroll.voidPayout,
    ],
    [meta.payroll.statements, meta.payroll.statement],
  );

  // Ledger corrections: a posted one changes the statements its lines join and the case's history.
  writes(
    [meta.ledgerCorrection.propose, meta.ledgerCorrection.approve, meta.ledgerCorrection.decline],
    [
      meta.ledgerCorrection.list,
      meta.ledgerCorrection.transfer,
      meta.titleReceipt.caseLedger,
      meta.payroll.statements,
      meta.payroll.statement,
      meta.tranCase.statusHistory,
      meta.monthClose.checks,
      meta.monthClose.reconciliation,
    ],
  );

  // Groups: members and mails show on the group's page and counts in the list.
  writes(
    [meta.group.save, meta.group.remove, meta.group.addMembers, meta.group.removeMember],
    [meta.group.list, meta.group.get],
  );
  writes([meta.groupMail.send], [meta.groupMail.list, meta.group.list, meta.group.get]);
  // A person's choice for group mail shows as "turned off" on every group they are in.
  writes([meta.messagePreference.update], [meta.group.get, meta.group.list]);
  // The calendar: the feed's status, and the events office events change.
  writes([meta.calendar.renewFeed, meta.calendar.revokeFeed], [meta.calendar.feedStatus]);
  writes([meta.calendar.saveOfficeEvent, meta.calendar.removeOfficeEvent], [meta.calendar.events]);
  // Statistics and awards: closing a period ranks it and lets its awards be confirmed;
  // an award's writes show in the lists, its page and the history.
  writes(
    [meta.production.closePeriod, meta.production.reopenPeriod],
    [
      meta.production.periods,
      meta.production.figures,
      meta.production.cases,
      meta.award.list,
      meta.award.detail,
    ],
  );
  writes(
    [meta.award.save, meta.award.confirm, meta.award.uploadPhoto],
    [meta.award.list, meta.award.detail, meta.award.history],
  );
}
