import { type CallMeta, meta } from '@bq/contract/meta';
import type { QueryClient } from '@tanstack/react-query';
import { callKey } from './keys';
import { declareOfficeAreas } from './stale-office';

const {
  adminRole,
  agentAdminConfig,
  agentAdminConfigStash,
  agentInfo,
  application,
  approveRecord,
  beMentor,
  coach,
  coachAgreement,
  course,
  courseProperty,
  dre,
  entry,
  lecturer,
  messageEmail,
  messagePreference,
  messageStation,
  messageTemplate,
  org,
  outsiders,
  registration,
  role,
  salary,
  session,
  statistical,
  tourists,
  tranCase,
  twoStep,
  view,
} = meta;

/**
 * What a write makes stale, declared once for the whole portal, by call family: each
 * line names writes and the reads whose cached answers they change. `useCallMutation` and
 * `invalidateAfter` refresh from here, so a feature never lists reads to invalidate.
 * A write that is not here makes nothing stale (an export start, a calendar link).
 */
const STALE = new Map<string, readonly CallMeta[]>();
function writes(list: readonly CallMeta[], reads: readonly CallMeta[]): void {
  for (const write of list) {
    const before = STALE.get(write.path) ?? [];
    STALE.set(write.path, [...before, ...reads.filter((read) => !before.includes(read))]);
  }
}

// A case: the record, its history and every list that shows it.
writes(
  [
    tranCase.create,
    tranCase.saveDraft,
    tranCase.submit,
    tranCase.changeStatus,
    tranCase.bulkChangeStatus,
    tranCase.fixCommission,
    tranCase.reopen,
    tranCase.uploadDocument,
    tranCase.removeDocument,
  ],
  [
    tranCase.get,
    tranCase.statusHistory,
    tranCase.search,
    tranCase.historyAddresses,
    tranCase.historyByAddress,
  ],
);

// Two-step sign-in: the person's own state (on, recovery codes left).
writes([twoStep.confirm, twoStep.disable, twoStep.reset], [twoStep.status]);
// One's sessions: an ended one leaves the list.
writes([session.end], [session.mine]);
writes([view.save, view.remove, view.setDefault], [view.list]);

// The organisation: the tree and every list of regions or branches.
writes([org.add, org.edit, org.delete], [org.getAreaList, org.getBranchList, org.getSonNode]);

// Roles: the role list (with its modules) and one role's modules.
writes(
  [adminRole.addRoleJson, adminRole.updateRoleByIdJson, adminRole.deleteRole],
  [role.selectRoleAndDutyAndModulesByCondition, adminRole.selectModulesByRoleId],
);

// A person as the office sees them.
writes(
  [
    agentInfo.addAgent,
    agentInfo.openRecord,
    agentAdminConfig.edit,
    agentAdminConfigStash.accept,
    agentAdminConfigStash.reject,
  ],
  [
    agentInfo.getAgent,
    agentInfo.getAgentInfoById,
    agentAdminConfig.getByAgentId,
    agentAdminConfig.adminConfigRecord,
    agentAdminConfigStash.search,
  ],
);
// One agent's own record.
writes(
  [agentInfo.editAgent],
  [agentInfo.getAgentInfoById, agentInfo.getPersonalPhoto, agentAdminConfigStash.getByAgentId],
);
writes([agentInfo.uploadPersonalPhoto], [agentInfo.getPersonalPhoto]);
writes(
  [coachAgreement.add],
  [
    coachAgreement.getCoachDetail,
    coachAgreement.getPersonalCoach,
    coachAgreement.ifExistActiveCoach,
  ],
);
writes([dre.delete, dre.match], [dre.getList]);

// Applications, from the applicant's side: every save or submit of any kind.
writes(
  [
    application.saveDraft,
    application.submit,
    application.uploadInvoice,
    application.withdraw,
    salary.save,
    salary.submitApplication,
    entry.save,
    entry.submit,
    beMentor.application,
  ],
  [
    application.myApproveList,
    application.get,
    salary.getSave,
    entry.getEntryInfo,
    beMentor.get,
    application.getNum,
  ],
);
// From the examiner's side: the queue, the record and its records, the applicant's own list and
// the header's pending count (so the badge moves at once, not at the next 30 s poll).
writes(
  [
    application.pass,
    application.entryApplicationPass,
    application.rejection,
    application.bulkDecide,
    application.withdraw,
  ],
  [
    application.search,
    application.get,
    application.myApproveList,
    application.getNum,
    approveRecord.search,
  ],
);
writes(
  [application.setDelegation, application.endDelegation],
  [application.getDelegation, application.search],
);

// Messages: the list, the header's unread badge and the home page's to-do.
writes(
  [messageStation.updateMessageStatus, messageStation.delete],
  [messageStation.getMessageList, messageStation.getUnreadNum, statistical.getTodoList],
);
writes([messageStation.sendToGroup], [messageStation.getSentList, messageStation.getUnreadNum]);
writes(
  [messageEmail.updateTemplate, messageStation.updateTemplate, messageTemplate.restore],
  [messageEmail.getTemplateList, messageStation.getTemplateList, messageTemplate.getVersions],
);
writes([messagePreference.update], [messagePreference.getList]);

// The institute: a registration or a course change shows in the halls, the lists and the
// lecturer's profile.
writes(
  [
    course.save,
    course.setStatus,
    registration.register,
    registration.cancel,
    registration.complete,
    registration.revokeCompletion,
  ],
  [
    course.hallList,
    course.hallDetail,
    course.list,
    course.mine,
    course.get,
    registration.mine,
    registration.list,
    registration.ceHours,
    lecturer.profile,
  ],
);
// A visitor's request holds nothing; its mail links take or free a seat.
writes([outsiders.confirm, outsiders.cancel], [course.hallDetail, course.hallList]);
writes([courseProperty.save], [courseProperty.get]);
writes([lecturer.saveProfile], [lecturer.profile, lecturer.list, lecturer.get]);
writes([coach.saveProfile], [coach.home, coach.list, coach.get]);
writes([coach.addSession], [coach.home]);
writes([tourists.add], [tourists.isFirstLogin]);

declareOfficeAreas(writes);

/** The reads a write makes stale (none for a write not declared above). */
export function staleAfter(write: CallMeta): readonly CallMeta[] {
  return STALE.get(write.path) ?? [];
}

/** Marks every cached answer of these reads stale (refetching the ones on screen). */
export function invalidateCalls(client: QueryClient, reads: readonly CallMeta[]): Promise<unknown> {
  return Promise.all(reads.map((read) => client.invalidateQueries({ queryKey: callKey(read) })));
}

/**
 * After a write sent outside `useCallMutation` (an editor's save, an upload): refreshes what it
 * makes stale, as the mutation would.
 */
export function invalidateAfter(client: QueryClient, write: CallMeta): Promise<unknown> {
  return invalidateCalls(client, staleAfter(write));
}
