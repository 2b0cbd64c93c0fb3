import { forbidden } from '../../envelope.js';

/**
 * Four eyes: nobody decides on their own work, whatever roles they hold. `parties`
 * are the users the work belongs to (a case's agent and its team split; later an application's
 * applicant). The approvals area reuses this for applications.
 */
export function isOwnWork(deciderId: number, parties: Iterable<number>): boolean {
  for (const id of parties) if (id === deciderId) return true;
  return false;
}

export function assertNotOwnWork(deciderId: number, parties: Iterable<number>, what: string): void {
  if (isOwnWork(deciderId, parties)) {
    throw forbidden(`You cannot decide on your own ${what}; another approver must do it`);
  }
}
