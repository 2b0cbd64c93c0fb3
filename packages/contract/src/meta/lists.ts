/**
 * The paged lists as plain data (no zod): which fields each list sorts by, its default order and
 * its page sizes. The contract builds each list call's request from this (`listRequest`), and the
 * portal's list hook reads it to offer exactly the sorts and page sizes the server takes.
 */

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export interface Paging {
  /** Largest page number accepted. */
  readonly maxPageNum: number;
  /** Largest page size accepted. */
  readonly maxPageSize: number;
  /** Page size when the request names none. */
  readonly defaultPageSize: number;
  /** The sizes a person may pick (the Pagination's choices). */
  readonly pageSizes: readonly number[];
}

/** Paging of every list unless it says otherwise. */
export const LIST_PAGING = {
  maxPageNum: 1_000_000,
  maxPageSize: 100,
  defaultPageSize: 20,
  pageSizes: [20, 50, 100],
} as const satisfies Paging;

export interface ListMeta {
  readonly paging: Paging;
  /** Fields the list sorts by (wire name `sortBy`); absent: the list has one fixed order. */
  readonly sortable?: readonly [string, ...string[]];
  readonly defaultSort?: string;
  readonly defaultOrder?: SortOrder;
}

/** Every paged list call, by family and call name as in `meta`. */
export const LISTS = {
  tranCase: {
    search: {
      paging: LIST_PAGING,
      sortable: ['updatedAt', 'createdAt', 'caseNo', 'price', 'closeDate'],
      defaultSort: 'updatedAt',
      defaultOrder: 'desc',
    },
    /** Most recently updated address first. */
    historyAddresses: { paging: LIST_PAGING },
    /** Newest case first. */
    historyByAddress: { paging: LIST_PAGING },
  },
  messageStation: {
    /** Newest first. */
    getMessageList: { paging: LIST_PAGING },
    /** Newest first. */
    getSentList: { paging: LIST_PAGING },
  },
  messageEmail: {
    /** Newest first. */
    getOutbox: { paging: LIST_PAGING },
  },
  role: {
    /** The spec's default limit is 999999: the role page shows every role at once. */
    selectRoleAndDutyAndModulesByCondition: {
      paging: {
        maxPageNum: 1_000_000,
        maxPageSize: 999_999,
        defaultPageSize: 999_999,
        pageSizes: [999_999],
      },
    },
  },
  application: {
    /** The approver's queue: oldest due first by default, so overdue items lead. */
    search: {
      paging: LIST_PAGING,
      sortable: ['dueAt', 'submittedAt', 'id'],
      defaultSort: 'dueAt',
      defaultOrder: 'asc',
    },
    /** The applicant's own applications, newest first. */
    myApproveList: { paging: LIST_PAGING },
  },
  dre: {
    /** Unmatched (or matched) DRE records by name. */
    getList: { paging: LIST_PAGING },
  },
  approveRecord: {
    /** One application's steps, oldest first. */
    search: { paging: LIST_PAGING },
  },
  agentInfo: {
    /** Agents by id (the order they joined). */
    getAgent: { paging: LIST_PAGING },
    /** Soonest expiry first. */
    getLicenseReminders: { paging: LIST_PAGING },
  },
  agentAdminConfig: {
    /** Newest first. */
    adminConfigRecord: { paging: LIST_PAGING },
    /** Most recent activity first. */
    getActivityList: { paging: LIST_PAGING },
  },
  agentAdminConfigStash: {
    /** Oldest waiting first. */
    search: { paging: LIST_PAGING },
  },
  course: {
    /** The public hall: soonest first session first, 20 cards a page. */
    hallList: {
      paging: LIST_PAGING,
      sortable: ['firstSession', 'title', 'price'],
      defaultSort: 'firstSession',
      defaultOrder: 'asc',
    },
    /** College management: most recently changed first. */
    list: {
      paging: LIST_PAGING,
      sortable: ['updatedAt', 'firstSession', 'title'],
      defaultSort: 'updatedAt',
      defaultOrder: 'desc',
    },
    /** The lecturer's own courses, most recently changed first. */
    mine: { paging: LIST_PAGING },
  },
  registration: {
    /** Oldest first (seats and the waitlist go in this order). */
    list: { paging: LIST_PAGING },
  },
  product: {
    /** The catalogue and the editor's list: newest first. */
    list: { paging: LIST_PAGING },
  },
  order: {
    /** The buyer's orders, newest first. */
    mine: { paging: LIST_PAGING },
    /** Staff: newest placed first. */
    list: { paging: LIST_PAGING },
  },
  payment: {
    /** Oldest waiting first: finance confirms receipts in the order they came. */
    awaiting: { paging: LIST_PAGING },
  },
  refund: {
    /** Oldest first. */
    list: { paging: LIST_PAGING },
  },
  mailList: {
    /** A list's addresses, newest added first. */
    subscribers: { paging: LIST_PAGING },
  },
  token: {
    /** Token accounts, by the person's name. */
    accounts: { paging: LIST_PAGING },
    /** One account's lines, newest first. */
    lines: { paging: LIST_PAGING },
    /** Accounts with their kept balance and the sum of their lines: differences first. */
    checkAccount: { paging: LIST_PAGING },
  },
  lecturerPay: {
    /** Lecturers by name, with what they earned, were paid and are owed. */
    list: { paging: LIST_PAGING },
  },
  vendorPay: {
    /** Vendors by name, with what they are owed from approved applications. */
    list: { paging: LIST_PAGING },
  },
  referralFee: {
    /** Closed cases with a referral fee, the newest first, with what is owed, paid and paying. */
    list: { paging: LIST_PAGING },
  },
  payoutBatch: {
    /** Bank file batches, the newest first, each with its entries. */
    list: { paging: LIST_PAGING },
  },
  listing: {
    /** The caller's (or the office's) listings, the last changed first. */
    list: {
      paging: LIST_PAGING,
      sortable: ['ModificationTimestamp', 'ListPrice'],
      defaultSort: 'ModificationTimestamp',
      defaultOrder: 'desc',
    },
  },
  group: {
    /** The groups by name. */
    list: { paging: LIST_PAGING },
  },
  association: {
    /** The boards by name. */
    list: { paging: LIST_PAGING },
  },
  recruitment: {
    /** The newest recruits first. */
    list: { paging: LIST_PAGING },
  },
  blackList: {
    /** The entries in force, newest first. */
    getBlackList: { paging: LIST_PAGING },
  },
  payroll: {
    /** Newest pay period first, then by person. */
    statements: { paging: LIST_PAGING },
  },
  changeLog: {
    /** The newest change first. */
    query: { paging: LIST_PAGING },
  },
  security: {
    /** The newest event first. */
    events: { paging: LIST_PAGING },
  },
  jobs: {
    /** The newest job first. */
    list: { paging: LIST_PAGING },
  },
} as const satisfies Record<string, Record<string, ListMeta>>;
