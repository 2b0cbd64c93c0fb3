import { useSnapshot } from 'valtio';
import { layout } from '../../../shared/layout/store';

/**
 * The bank files page in the portal's two languages, chosen by the
 * breadcrumb's toggle (1 Chinese, 2 English): [English, Chinese].
 */
const TEXTS = {
  title: ['Bank files', '银行付款文件'],
  intro: [
    'Pending payouts whose payee has a bank account go into a batch; someone other than who made it releases it, which posts the payouts and writes the NACHA file once.',
    '收款人有银行账户的待付款项可放入批次；由另一人发布批次，发布时过账并生成一次性的 NACHA 文件。',
  ],
  pending: ['Pending payouts', '待付款项'],
  payee: ['Payee', '收款人'],
  amount: ['Amount', '金额'],
  account: ['Bank account', '银行账户'],
  why: ['Why not', '原因'],
  noPending: ['No pending payout waits for a bank file.', '没有等待银行文件的待付款项。'],
  createBatch: ['Create batch', '创建批次'],
  batchMade: ['Batch made: a second person releases it', '批次已创建：需由另一人发布'],
  batches: ['Batches', '批次'],
  noBatches: ['No batch yet.', '尚无批次。'],
  batch: ['Batch', '批次'],
  open: ['Open', '待发布'],
  released: ['Released', '已发布'],
  madeBy: ['Made by', '创建人'],
  releasedBy: ['Released by', '发布人'],
  effective: ['Effective', '生效日'],
  release: ['Release', '发布'],
  releaseTitle: ['Release this batch', '发布此批次'],
  releaseText: [
    'Every payout in it is posted and the file is written once. Whoever made the batch cannot release it.',
    '批次内每笔款项将过账，文件只生成一次。创建批次的人不能发布。',
  ],
  releasedDone: ['Batch released', '批次已发布'],
  download: ['Download file', '下载文件'],
  enterReturn: ['Enter return', '登记退回'],
  returnTitle: ['Bank return', '银行退回'],
  returnText: [
    'The payout is returned: the money goes back on the payee’s account. For an account code (R02–R04…) the account is flagged until corrected.',
    '该款项将被退回，金额回到收款人账户。若退回码涉及账户本身（R02–R04 等），该账户将被标记，更正前不再使用。',
  ],
  returnCode: ['Return code', '退回码'],
  note: ['Note', '备注'],
  returnedDone: ['Return entered', '退回已登记'],
  status: ['Status', '状态'],
  trace: ['Trace number', '跟踪号'],
  paid: ['Paid', '已付'],
} as const satisfies Record<string, readonly [string, string]>;

export type BankText = keyof typeof TEXTS;

/** The texts in the language the toggle chose. */
export function useBankTexts(): (key: BankText) => string {
  const { language } = useSnapshot(layout);
  return (key) => TEXTS[key][language === 2 ? 0 : 1];
}
