import { describe, expect, it } from 'vitest';
import { CASE_KINDS } from './caseKinds';
import {
  type CaseDetail,
  caseFormPath,
  emptyForm,
  isoToUs,
  teamSplitProblem,
  toForm,
  toSaveRequest,
  trimDecimal,
} from './formMapping';

const party = { company: '', officer: '', phone: '', email: '' };
const DETAIL: CaseDetail = {
  id: 7,
  caseNo: 'BQ-2026-000007',
  type: 3,
  purchaseKind: null,
  status: 'draft',
  version: 4,
  ownerId: 2,
  ownerName: 'Alex Agent',
  createdAt: '2026-03-01T10:00:00Z',
  updatedAt: '2026-03-02T10:00:00Z',
  submittedAt: null,
  address: { street: '1 Main St', unit: '', city: 'San Jose', state: 'CA', zip: '95112' },
  addressLine: '1 Main St, San Jose, CA 95112',
  addressKey: '1 main st, san jose, ca 95112',
  apn: '123-45',
  clients: [{ name: 'Sam Seller', email: 'sam@x.com', phone: '(408) 555-1234', role: 'Seller' }],
  purchasePrice: null,
  listPrice: '1250000.00',
  loanAmount: null,
  monthlyRent: null,
  acceptanceDate: '2026-03-09',
  escrowOpenDate: null,
  contingencyRemovalDate: null,
  closeOfEscrowDate: null,
  escrow: party,
  title: party,
  lender: party,
  otherSide: { agentName: '', brokerage: '', phone: '', email: '' },
  commissionPercent: '2.5000',
  commissionAmount: null,
  referralFeePercent: null,
  teamSplit: [
    { userId: 2, name: 'Alex Agent', percent: '60.00' },
    { userId: 5, name: 'Mo Mentor', percent: '40.00' },
  ],
  notes: 'Call after 5',
  documents: [],
  canEdit: true,
  canFixCommission: false,
  canReopen: false,
  transitions: [],
};

describe('case form ↔ API', () => {
  it('shows dates as MM/DD/YYYY and percents without the server padding', () => {
    expect(isoToUs('2026-03-09')).toBe('03/09/2026');
    expect(isoToUs(null)).toBe('');
    expect(trimDecimal('2.5000')).toBe('2.5');
    expect(trimDecimal('100.0000')).toBe('100');
    expect(trimDecimal('40')).toBe('40');
  });

  it('maps a stored case to the form', () => {
    const form = toForm(DETAIL, CASE_KINDS.listing);
    expect(form.listPrice).toBe('1250000.00');
    expect(form.acceptanceDate).toBe('03/09/2026');
    expect(form.commissionPercent).toBe('2.5');
    expect(form.teamSplit.map((r) => [r.person, r.percent])).toEqual([
      ['2', '60.00'],
      ['5', '40.00'],
    ]);
  });

  it('round-trips: the form of a case saves back the same values', () => {
    const request = toSaveRequest(7, toForm(DETAIL, CASE_KINDS.listing), 4);
    expect(request).toMatchObject({
      id: 7,
      version: 4,
      listPrice: '1250000.00',
      purchasePrice: null,
      acceptanceDate: '03/09/2026',
      commissionPercent: '2.5',
      clients: DETAIL.clients,
      teamSplit: [
        { userId: 2, percent: '60.00' },
        { userId: 5, percent: '40.00' },
      ],
      notes: 'Call after 5',
    });
  });

  it('leaves out empty client and team rows and clears empty amounts', () => {
    const form = emptyForm(CASE_KINDS.mortgage);
    form.clients.push({ name: '', email: '', phone: '', role: '' });
    form.teamSplit = [{ id: 'a', person: '', percent: '' }];
    const request = toSaveRequest(1, form);
    expect(request.clients).toEqual([{ name: '', email: '', phone: '', role: 'Borrower' }]);
    expect(request.teamSplit).toEqual([]);
    expect(request.loanAmount).toBeNull();
    expect(request).not.toHaveProperty('version');
  });

  it('refuses a team row with a person but no percent, or a percent but no person', () => {
    expect(teamSplitProblem([{ id: 'a', person: '2', percent: '' }])).toMatch(/percent/);
    expect(teamSplitProblem([{ id: 'a', person: '', percent: '10' }])).toMatch(/person/);
    expect(teamSplitProblem([{ id: 'a', person: '', percent: '' }])).toBeNull();
    expect(teamSplitProblem([{ id: 'a', person: '2', percent: '33.33' }])).toBeNull();
  });
});

describe("the server's field paths on the case form", () => {
  it('follows rows left out of the request: blank clients and empty split rows', () => {
    const values = {
      ...emptyForm(CASE_KINDS.pm),
      clients: [
        { name: '', email: '', phone: '', role: '' },
        { name: 'Ann', email: '', phone: '', role: 'Landlord' },
      ],
      teamSplit: [
        { id: 'a', person: '', percent: '' },
        { id: 'b', person: '7', percent: '100' },
      ],
    };
    const toForm = caseFormPath(values);
    expect(toForm('clients.0.name')).toBe('clients.1.name');
    expect(toForm('teamSplit.0.userId')).toBe('teamSplit.1.person');
    expect(toForm('clients.5.name')).toBeNull();
    expect(toForm('address.zip')).toBe('address.zip');
    expect(toForm('version')).toBeNull();
  });
});
