/**
 * The demo's pending applications: a realistic form for every kind, so the approver's queue, the
 * detail page and the header badge show the same items. Old ones are past their service time;
 * they count as already reminded so a fresh demo does not open with a hundred reminder messages.
 */
const KINDS = ['tutor', 'wages', 'entry', 'coach-cost', 'vendor', 'mentor'] as const;

function form(kind: (typeof KINDS)[number], n: number, name: string, period: string) {
  const amount = `${(250 + n * 37).toFixed(0)}.00`;
  switch (kind) {
    case 'tutor':
      return { form: { topic: 'Writing a purchase offer', note: '' }, amount: null };
    case 'wages':
      return { form: { type: 'agent', period, amount, note: '' }, amount };
    case 'entry':
      return {
        form: {
          legalName: name,
          phone: '(415) 555-0100',
          personalEmail: `applicant${n}@example.com`,
          address: '1 Market St, San Francisco, CA',
          licenseNo: '',
          licenseState: 'CA',
          taxClassification: 'Individual',
          tinLast4: String(1000 + n).slice(-4),
          emergencyName: 'Pat Doe',
          emergencyPhone: '(415) 555-0199',
          emergencyRelation: 'Spouse',
        },
        amount: null,
      };
    case 'coach-cost':
      return {
        form: { coachAgentId: 1, agreementRef: `CA-${100 + n}`, period, amount, note: '' },
        amount,
      };
    case 'vendor':
      return {
        form: {
          vendorName: ['Bright Photo', 'Stage Right', 'Print Co'][n % 3],
          service: 'Listing photos',
          amount,
          invoiceRef: `INV-${2000 + n}`,
          note: '',
        },
        amount,
      };
    default:
      return {
        form: { reason: 'I have coached new agents for years.', yearsLicensed: 8 },
        amount: null,
      };
  }
}

export function demoApplications(
  applicant: { id: number; name: string; isAgent: boolean },
  count: number,
  now: number,
) {
  const { id: applicantId, name } = applicant;
  return Array.from({ length: count }, (_, n) => {
    const drawn = KINDS[n % KINDS.length] ?? 'tutor';
    // An agent has entered already: their entry slot is a tutoring request instead.
    const kind = drawn === 'entry' && applicant.isAgent ? 'tutor' : drawn;
    // Wages periods must differ per applicant (one wages application per type and month).
    const period = `2026-${String((Math.floor(n / KINDS.length) % 12) + 1).padStart(2, '0')}`;
    const at = new Date(now - n * 86_400_000);
    const { form: payload, amount } = form(kind, n, name, period);
    return {
      applicantId,
      type: kind,
      period: kind === 'wages' || kind === 'coach-cost' ? period : null,
      payload,
      amount,
      submittedAt: at,
      createdAt: at,
      updatedAt: at,
      remindedAt: n > 2 ? at : null,
    };
  });
}
