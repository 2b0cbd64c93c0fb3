import type { TemplateCode } from '@bq/contract';

type Texts = { subject1: string; body1: string; subject2: string; body2: string };

/**
 * The texts the product ships with, version 1 of each template. Administrators change them in the
 * message center; a saved version is never replaced by these.
 */
export const SHIPPED_TEMPLATES: Record<TemplateCode, Texts> = {
  'verification-code': {
    subject1: 'BQ 验证码',
    body1: '{userName}，您好：\n\n您的验证码是 {code}，{minutes} 分钟内有效。',
    subject2: 'Your BQ verification code',
    body2:
      'Hello {userName},\n\nYour verification code is {code}. It is valid for {minutes} minutes.',
  },
  'password-changed': {
    subject1: 'BQ 密码已更改',
    body1: '{userName}，您好：\n\n您的密码已更改。如果不是您本人操作，请立即联系办公室。',
    subject2: 'Your BQ password was changed',
    body2:
      'Hello {userName},\n\nYour password was changed. If you did not do this, call the office at once.',
  },
  'application-decided': {
    subject1: '申请 #{applicationNo}：{decision}',
    body1: '{agentName}，您的{applicationKind}申请 #{applicationNo}：{decision}。{reason}',
    subject2: 'Application #{applicationNo} {decision}',
    body2: 'Your {applicationKind} application #{applicationNo}: {decision}. {reason}',
  },
  'license-reminder': {
    subject1: '执照即将到期',
    body1: '{agentName}，您的执照 {licenseNo} 将于 {expiresOn} 到期（还有 {daysLeft} 天）。',
    subject2: 'Your licence expires soon',
    body2:
      '{agentName}, your licence {licenseNo} expires on {expiresOn} ({daysLeft} days left). Renew it and update your personal info.',
  },
  'case-submitted': {
    subject1: '案件已提交：{caseNo}',
    body1: '{agentName}，案件 {caseNo} 已提交审核。',
    subject2: 'Case {caseNo} submitted',
    body2: '{agentName}, case {caseNo} was submitted for review.',
  },
  'order-update': {
    subject1: '订单 {orderReference}：{update}',
    body1:
      '{agentName}，您好：\n\n您的订单 {orderReference} 有新进展：{update}。\n\n详情见“我的订单”。',
    subject2: 'Order {orderReference}: {update}',
    body2:
      'Hello {agentName},\n\nYour order {orderReference} moved on: {update}.\n\nSee the details under My orders.',
  },
  'statement-paid': {
    subject1: '工资单已支付：{month}',
    body1: '{agentName}，您 {month} 的工资单已支付：{amount}。',
    subject2: 'Your pay statement for {month} was paid',
    body2: '{agentName}, your pay statement for {month} was paid: {amount}.',
  },
  'ledger-difference': {
    subject1: '账目核对发现 {count} 处差异',
    body1:
      '{agentName}，您好：\n\n夜间账目核对发现以下数字对不上：\n{summary}\n\n请在“月结”页面查看，并在未结账的月份中过账更正。',
    subject2: 'The books do not tie out: {count} difference(s)',
    body2:
      'Hello {agentName},\n\nThe nightly reconciliation found figures that do not tie out:\n{summary}\n\nSee the month-close page, and post the correction in an open month.',
  },
  'course-seat': {
    subject1: '课程名额：{courseTitle}',
    body1: '{agentName}，您已获得课程“{courseTitle}”的名额。',
    subject2: 'A seat in {courseTitle}',
    body2: '{agentName}, a seat in "{courseTitle}" is yours.',
  },
  'course-registration-confirm': {
    subject1: '请确认报名：{courseTitle}',
    body1:
      '{userName}，您好：\n\n我们收到了用此邮箱报名课程“{courseTitle}”的请求。点击下面的链接确认后才会为您保留名额（或候补位置）：\n{confirmLink}\n\n链接 {hours} 小时内有效。如果不是您本人报名，请忽略此邮件，或点击下面的链接取消：\n{cancelLink}\n\n确认之后如需放弃名额，也可以随时点击取消链接。',
    subject2: 'Confirm your registration: {courseTitle}',
    body2:
      'Hello {userName},\n\nWe received a registration of this address for "{courseTitle}". Your seat (or waitlist place) is held only once you confirm with this link:\n{confirmLink}\n\nThe link is valid for {hours} hours. If you did not register, ignore this mail or cancel here:\n{cancelLink}\n\nAfter confirming, the same cancel link gives up your place at any time.',
  },
  'course-registration-known': {
    subject1: '您已报名：{courseTitle}',
    body1:
      '{userName}，您好：\n\n有人（也许是您）再次用此邮箱报名课程“{courseTitle}”。此邮箱已经报名，没有任何更改。\n\n如需放弃名额，请点击：\n{cancelLink}',
    subject2: 'You are already registered: {courseTitle}',
    body2:
      'Hello {userName},\n\nSomeone (perhaps you) asked again to register this address for "{courseTitle}". This address is already registered; nothing has changed.\n\nIf you no longer want your place, cancel it here:\n{cancelLink}',
  },
  'group-mail': {
    subject1: '{groupName}：来自 {senderName} 的消息',
    body1:
      '{userName}，您好：\n\n{senderName} 给群组"{groupName}"的成员发来消息，请登录 BQ 门户查看详情。',
    subject2: '{groupName}: a message from {senderName}',
    body2:
      'Hello {userName},\n\n{senderName} has news for the members of {groupName}. Sign in to the BQ portal for the details.',
  },
};
