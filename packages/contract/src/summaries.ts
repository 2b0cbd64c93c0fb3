/**
 * Each call's one-line description, by path: the API documentation's text (docs/api.md, the
 * OpenAPI document at /api/docs). Kept apart from the zod-free meta so that the portal,
 * which bundles the meta, never carries it: only `allCalls()` (the server, the docs, the tests)
 * imports this module.
 */
import { AUTH_SUMMARIES } from './summaries-auth.js';
import { CALENDAR_SUMMARIES } from './summaries-calendar.js';
import { FINANCE_SUMMARIES } from './summaries-finance.js';
import { GROUP_SUMMARIES } from './summaries-groups.js';
import { PRODUCTION_SUMMARIES } from './summaries-production.js';
import { RECORD_SUMMARIES } from './summaries-records.js';
import { SYSTEM_SUMMARIES } from './summaries-system.js';

export const SUMMARIES: Readonly<Record<string, string>> = {
  'bq/touristsLogin/isFirstLogin':
    'Whether the signed-in user has not yet filled in tourist details.',
  'bq/touristsLogin/add': 'Save the tourist details of the signed-in user.',
  'bq/touristsLogin/getTouristsInfo':
    'The tourist details of the signed-in user (also the startup "tourist info" fetch).',
  'general/role/selectFirstLevelRoles':
    'First-level roles (duties): the groups every assignable role belongs to.',
  'general/role/selectRoleAndDutyAndModulesByCondition':
    'Paged roles with their duty and module ids, filtered by name or duty.',
  'general/role/updateOwnRole':
    'Switch the active role (type 1); returns roleIds with the new active role first.',
  'general/role/selectOwnRoleTree':
    'Startup call (path not shown in the spec): the module tree the active role holds.',
  'general/admin-role/addRoleJson': 'Create a role with modules.',
  'general/admin-role/updateRoleByIdJson':
    'Rename a role, move it to another duty or replace its modules.',
  'general/admin-role/deleteRole': 'Delete a role nobody holds (409 while a user holds it).',
  'general/admin-role/selectModulesByRoleId': 'The module ids a role holds.',
  'general/dictionary/selectAllPermissionTree':
    'The whole module tree (menus, pages, permission items).',
  'general/dictionary/selectByUserId':
    'The module ids the signed-in user holds through the active role.',
  'bq/org/getBranchList': 'Branches, optionally of one region or matching a name.',
  'bq/org/getSonNode': 'Direct children of an organisation node.',
  'bq/org/getAreaList': 'The organisation tree: regions with branches.',
  'bq/org/add': 'Create a region or a branch.',
  'bq/org/edit': 'Rename or move a node.',
  'bq/org/delete': 'Delete a node without children (409 otherwise).',
  'bq/coachAgreement/get': 'One coach agreement by id.',
  'bq/coachAgreement/add':
    'Link a certified coach (mentorCertificate 1) and a mentee agent; 409 if the mentee already has an active coach.',
  'bq/coachAgreement/edit':
    'Change the end date, terms or status of an agreement (ending it frees the mentee).',
  'bq/coachAgreement/getCoachDetail':
    "A coach's agreements (their mentees). The coach themself, or user management.",
  'bq/coachAgreement/ifExistActiveCoach':
    'Whether an agent has an active coach. The agent themself, or user management.',
  'bq/coachAgreement/getPersonalCoach':
    "An agent's active coach agreement, or null. The agent themself, or user management.",
  'bq/dre/getList': 'DRE licence records, by default the unmatched ones (dreun-list), paged.',
  'bq/dre/match':
    'Match an unmatched DRE record to an agent by hand: sets the agent licence number (and status).',
  'bq/dre/delete': 'Delete an unmatched DRE record (409 once matched).',
  'bq/dre/dreVerify': 'Look a licence id up in the DRE records (optionally checking the name).',
  'bq/dre/import':
    'Upload the public DRE licence list (CSV: licence id, name, type, status, expiry; header row), multipart field `file`. Records whose licence id and name agree with an agent are matched; the rest stay for dreun-list. Runs as a job: answers its id at once (a file over 20 MB is refused as the limit is crossed); bq/dre/importProgress follows it.',
  'bq/dre/importProgress':
    'Added by the contract: status, rows read and stored, matches and refused lines of a DRE import job (own jobs only).',
  'bq/agentInfo/getPersonalDetails':
    'The signed-in user with agentInfo (agentId, agentStatus) or agentInfo null for non-agents.',
  'bq/agentInfo/ifUploadPersonalPhoto':
    'Whether the agent (own when agentId is omitted) has a personal photo.',
  'bq/agentInfo/uploadPersonalPhoto':
    'Upload the personal photo (PNG or JPEG, at most 8000 pixels a side; multipart: fields, then the file part "file"). Own or user management.',
  'bq/agentInfo/getPersonalPhoto':
    'Added by the contract: the personal photo as base64 (own or user management).',
  'bq/agentInfo/updateAgentRelStatus':
    "Set an agent's relation to the office (1 active, 0 left); recorded in the admin history.",
  'bq/agentInfo/addAgent': 'Create a user and agent with personal info, role and branch.',
  'bq/agentInfo/getAgent':
    'Paged list of every staff person (agents and others) with filters (keyword, status, roles held, branch, relation, licence expiring).',
  'bq/agentInfo/openRecord':
    'The office record of a staff person who has none yet (a lecturer, finance, an approver…), created on first open; an existing one is answered as is.',
  'bq/agentInfo/getAgentInfoById':
    "One agent's personal info, status and pending staged change. Own or user management.",
  'bq/people/lookup':
    'Person picker search by name or e-mail: certified coaches, people who may decide applications, or active agents (at most 10). Staff only.',
  'bq/agentInfo/searchAgentByRoleId':
    'Active agents holding a role (picker), optionally filtered by name.',
  'bq/agentInfo/editAgent':
    "Edit personal info. An agent's own changes to office-controlled fields are staged until a user manager accepts them.",
  'bq/agentInfo/getStatisticalInfo':
    'Agent counts by status and relation, licences expiring within 90 days, staged changes waiting.',
  'bq/agentInfo/getLicenseReminders':
    'Added by the contract: licences expiring within 90 days or lapsed, with the reminders sent.',
  'bq/agentAdminConfig/getByAgentId':
    "An agent's admin config (mentorCertificate, company e-mail). Own agent, or user management.",
  'bq/agentAdminConfig/getRel':
    "The agent's place in the office: role, duty, branch, relation status. Own or user management.",
  'bq/agentAdminConfig/add':
    'Create the admin config of an agent that has none (recorded in the admin history).',
  'bq/agentAdminConfig/edit':
    "Change an agent's admin config; every changed field is recorded. Not one's own.",
  'bq/agentAdminConfig/getActivityList':
    "The agent's activities, newest first. Own or user management.",
  'bq/agentAdminConfig/generateCompanyEmail':
    'Propose a free company e-mail from the agent\'s English (or legal) name; saved only by "edit".',
  'bq/agentAdminConfig/addActivityInfo':
    'Record an activity of an agent (training, event, award, meeting, other).',
  'bq/agentAdminConfig/adminConfigRecord':
    "The agent's admin history: every accepted or office-made change, newest first. Own or user management.",
  'bq/agentAdminConfig/editComment': "Set the office's comment on an agent (recorded).",
  'bq/agentAdminConfig/statisticalByDuty':
    'Active agents counted by duty (the parent of their role).',
  'bq/agentAdminConfigStash/getByAgentId':
    "The agent's staged change waiting for acceptance (null when none). Own or user management.",
  'bq/agentAdminConfigStash/search':
    'Added by the contract: staged changes waiting for acceptance, oldest first.',
  'bq/agentAdminConfigStash/accept':
    "Added by the contract: apply a staged change (each field recorded). Not one's own.",
  'bq/agentAdminConfigStash/reject':
    "Added by the contract: refuse a staged change with a reason (the agent is told). Not one's own.",
  'bq/agentInfoExport/export':
    'The filtered agent list as CSV (base64) at once, up to 2000 rows; larger exports use "start".',
  'bq/agentInfoExport/start':
    'Added by the contract: start a background export of the filtered agent list; answers its job id at once.',
  'bq/agentInfoExport/progress':
    'Added by the contract: status and rows written of an export job (own jobs only).',
  'bq/agentInfoExport/download':
    'Added by the contract: a finished export file, 1048576 bytes per answer from offset.',
  'export/w9.pdf':
    "The agent's W-9 filled from their details, as a PDF (base64). Own or user management.",
  'bq/application/getNum':
    'Header badges: pendingApprovalNum (to decide, examine role only) and approveNum (own, pending).',
  'bq/application/search':
    "The decider's queue: applications at a step the caller may decide (or has decided), with due date, overdue flag and 'acting for'.",
  'bq/application/myApproveList': "The caller's own applications (drafts included), by status.",
  'bq/application/rejection':
    'Reject the current step with a reason (required). Ends the application.',
  'bq/application/pass':
    'Pass the current step; the last step approves the application and applies its effect.',
  'bq/application/entryApplicationPass':
    'Pass an entry: creates the agent, its admin config (company e-mail) and grants the role.',
  'bq/application/get':
    'Added by the contract: one application with its form, chain (stepper) and records.',
  'bq/application/saveDraft':
    'Added by the contract: save a tutoring, coach cost or vendor application as a draft.',
  'bq/application/submit':
    'Added by the contract: submit a saved draft (any kind) for decision; a vendor application needs its invoice file.',
  'bq/application/uploadInvoice':
    "Added by the contract: attach (or replace) the invoice file of the caller's own vendor draft: multipart fields id, fileName, mime, then the file part `file` (pdf, png, jpeg; at most 10 MB), streamed to storage.",
  'bq/application/downloadInvoice':
    "Added by the contract: a vendor application's invoice file as base64 with its name and mime type (whoever may read the application).",
  'bq/application/withdraw':
    'Added by the contract: the applicant withdraws while no step is decided.',
  'bq/application/bulkDecide':
    'Added by the contract: pass or reject many applications; a result per id, each in its own transaction.',
  'bq/application/setDelegation':
    'Added by the contract: name a colleague who decides for the caller over a date range.',
  'bq/application/getDelegation': 'Added by the contract: delegations given by and to the caller.',
  'bq/application/endDelegation': 'Added by the contract: end a delegation the caller gave.',
  'bq/application/entryRoles': 'Added by the contract: roles an entry pass may grant.',
  'bq/beMentor/application': 'Apply to become a mentor (submitted at once).',
  'bq/beMentor/get': "The caller's latest become-a-mentor application, or null.",
  'bq/approveRecord/search':
    "One application's approval records (submitted, withdrawn, passed, rejected).",
  'bq/entry/getEntryInfo': "The caller's latest entry application (draft or sent), or null.",
  'bq/entry/save': 'Save the entry form as a draft.',
  'bq/entry/submit': 'Save and submit the entry form.',
  'bq/entry/getByApplication': 'The entry form of an application (applicant or decider).',
  'bq/salary/getServiceRecord':
    "The caller's service record for a period: market service hours recorded for their agent.",
  'bq/salary/submitApplication':
    'Submit a wages application; 100006 when one for that type and period already exists.',
  'bq/salary/getSave': "The caller's saved wages draft of a type, or null.",
  'bq/salary/save': 'Save a wages application as a draft.',
  'bq/salary/getByApplication': 'The wages form of an application (applicant or decider).',
  'bq/salary/saveMarketServiceRecord':
    "Record an agent's market service for a period (carries the stored agent id).",
  'bq/salary/getMarketServiceRecord':
    "An agent's market service record for a period (carries the stored agent id).",
  'bq/messageStation/getTemplateList':
    'The in-app message templates, one per event, with their current texts.',
  'bq/messageStation/updateTemplate':
    'Save new texts of an in-app template as its next version (409 if it changed meanwhile).',
  'bq/messageStation/getUnreadNum': 'Unread in-app messages of the signed-in user.',
  'bq/messageStation/getMessageList': 'Paged in-app messages of the signed-in user, newest first.',
  'bq/messageStation/updateMessageStatus': 'Mark own messages read (or unread).',
  'bq/messageStation/delete': 'Delete own messages.',
  'bq/messageStation/sendToGroup':
    'Added: send an in-app letter to everyone holding the chosen roles or working in the chosen branches (message-center staff).',
  'bq/messageStation/getSentList':
    'Added: the letters the signed-in user sent, newest first, with their receivers and whether each was read.',
  'bq/messageStation/sendStationMessage':
    "Send an in-app letter to people: a lecturer, a coach, or one's own coach or mentee; message-center staff may write to anyone.",
  'bq/messageEmail/getOutbox':
    'Added: the mails sent or waiting, newest first, with their delivery state, attempts and last error (never their text or codes).',
  'bq/messageEmail/getTemplateList':
    'The e-mail templates, one per event, with their current texts.',
  'bq/messageEmail/updateTemplate':
    'Save new texts of an e-mail template as its next version (409 if it changed meanwhile).',
  'bq/messageTemplate/getVersions':
    "A template's versions, newest first: who saved each, when, and its texts.",
  'bq/messageTemplate/restore': "Save an earlier version's texts as the template's next version.",
  'bq/messagePreference/getList':
    "The signed-in person's delivery choice for every event, with what the office requires.",
  'bq/messagePreference/update':
    'Choose in-app, e-mail or both for one event, within what the office requires.',
  'bq/statistical/getTodoList': 'Dashboard to-do items of the signed-in user with counts.',
  'bq/statistical/getFinance':
    'Income, payouts and paid out from the ledger by month, by branch and by source, exact amounts with their unit.',
  'general/test/latestOutbox':
    'TEST ONLY (EXPOSE_OUTBOX=1): the latest outbox mail to an address, with its code.',
  'bq/tran/case/getCaseId':
    'The id of a case by its number (404 if unknown or not visible to the caller).',
  'bq/tran/case/search': 'Visible cases, filtered, sorted and paged: { total, list }.',
  'bq/tran/case/get': 'One case in full, with team split and documents.',
  'bq/tran/case/teamCandidates':
    'Agents who may take a team-split share, by name (optionally those whose name or e-mail contains a keyword); at most 1,000, `truncated` when there are more.',
  'bq/tran/case/create':
    'Open a draft case of a type (purchase with its kind); returns id and caseNo.',
  'bq/tran/case/saveDraft': 'Save the case form (any subset of fields) while the case is a draft.',
  'bq/tran/case/submit':
    'Check the required fields and documents, then move the draft to submitted.',
  'bq/tran/case/changeStatus':
    'Move a case along CASE_TRANSITIONS with a comment; writes the status history.',
  'bq/vitals/report':
    "Added: a sampled page load's Core Web Vitals (LCP, INP, CLS, FCP, TTFB) by route pattern, for the metrics; public, throttled per address.",
  'bq/tran/case/bulkChangeStatus':
    'Added: one status move over many cases (a result per case, refused ones with their reason), answered once per idempotency key.',
  'bq/tran/case/reopen':
    'Added: a closed case back to approved to correct its commission, by the roles the office lists, with a reason.',
  'bq/tran/case/fixCommission':
    'Added: put the commission fields of an approved case right before it is closed (those who may close it).',
  'bq/tran/case/statusHistory': 'Status changes and saved-field changes of one case, newest first.',
  'bq/tran/case/uploadDocument':
    'Attach a document: multipart fields id, docType, fileName, mime, then the file part `file` (pdf, png, jpeg, doc, docx; at most 10 MB), streamed to storage.',
  'bq/tran/case/removeDocument': 'Remove a document from a draft case.',
  'bq/tran/case/downloadDocument': "A document's bytes as base64 with its name and mime type.",
  'bq/tran/case/historyAddresses':
    'Case history index: property addresses with their case counts, paged.',
  'bq/tran/case/historyByAddress':
    'Case history detail: the visible cases of one property address, newest first.',
  'bq/index/personalCaseCount':
    'Counts of the visible cases: total, per status, opened this month.',
  'bq/index/commissionStatistic':
    'Gross commission of approved and closed cases per close month, last 12 months.',
  'bq/index/transactionStatus': 'Visible cases per status (every status listed, zeros included).',
  'bq/index/transactionType':
    'Visible cases per type (purchase split into new construction and resale).',
  'bq/index/monthView':
    'Per month, last 12 months: cases opened and cases closed, with closed volume.',
  'bq/index/monthCase': 'Per month, last 12 months: cases opened by type.',
  'bq/course/hallList':
    'Published courses for the hall, soonest first session first; search by title (both languages) or tag.',
  'bq/course/hallDetail':
    'One published course with its lecturers and sessions; 404 for any other status.',
  'bq/course/ics': "A published course's sessions as an iCalendar file (base64).",
  'bq/course/list':
    'Every course in any status (college management), paged, by status and keyword.',
  'bq/course/mine': 'The courses the signed-in lecturer teaches, in any status.',
  'bq/course/get': 'One course for the editor. A lecturer may open only a course they teach.',
  'bq/course/save':
    'Create (no id) or update a course. A lecturer edits only their own; a stale version answers 409.',
  'bq/course/setStatus':
    'Publish, close or withdraw (back to draft) a course: college management only.',
  'bq/course/uploadCover':
    'Upload an image, a course\'s cover or a lecturer\'s photo (PNG or JPEG, at most 8000 pixels a side; multipart: fields, then the file part "file"); answers its url.',
  'bq/courseProperty/get':
    'The categories and tags courses choose from, and how many tags one course may carry (0 = unlimited).',
  'bq/courseProperty/save': 'Replace the categories, the tags and the tag maximum.',
  'bq/registration/register':
    'Register the signed-in person for a free course: a seat while one is left, else the waitlist.',
  'bq/registration/cancel':
    "Cancel one's own registration; a freed seat goes to the first on the waitlist, who gets a message.",
  'bq/registration/mine':
    "The signed-in person's registrations with their courses, status and certificate.",
  'bq/registration/list': 'Registrations, by course and status, paged.',
  'bq/registration/export': "One course's registrations as a CSV file (base64).",
  'bq/registration/complete':
    "Mark an enrolled person as having completed the course: issues the certificate and its code. Refused until the course's last session has ended; a completion date may not fall before that session's day.",
  'bq/registration/revokeCompletion':
    'Withdraw a completion recorded by mistake, with the reason: the person is enrolled again, the certificate code stops being valid and its CE hours no longer count.',
  'bq/registration/ceHours':
    "The signed-in agent's continuing-education hours in their current licence cycle.",
  'bq/registration/calendarUrl':
    "The signed-in person's private calendar feed address (created on first ask; renew makes a new one).",
  'bq/certificate/verify':
    "Check a certificate's code: whose it is, for which course and when, or that it is unknown.",
  'bq/certificate/pdf':
    'The certificate of completion as a PDF (base64): its holder, or college management.',
  'bq/outsiders/regis':
    'An outside visitor asks to register for a published free course (name, e-mail, phone): a mail with a confirmation and a cancel link goes to the address; the same answer whether or not it was registered. Throttled per e-mail and per client.',
  'bq/outsiders/confirm':
    "The confirmation mail's link: the pending registration takes a seat or a waitlist place (no login).",
  'bq/outsiders/cancel':
    "The confirmation mail's cancel link: withdraws the pending registration or gives up the seat (no login).",
  'bq/lecturer/list': 'Lecturers with their profile and course count.',
  'bq/lecturer/get': "A lecturer's profile and the published courses they teach.",
  'bq/lecturer/profile': "The signed-in lecturer's own profile and course counts.",
  'bq/lecturer/saveProfile':
    "Save the signed-in lecturer's bio (both languages) and photo (an address uploadCover answered).",
  'bq/coach/list':
    'Certified mentors (mentorCertificate 1) with bio, specialties and current mentees.',
  'bq/coach/get': "A certified mentor's profile.",
  'bq/coach/home':
    "The coach center: the signed-in certified mentor's profile, mentees, agreements and sessions.",
  'bq/coach/saveProfile': "Save the signed-in mentor's bio and specialties.",
  'bq/coach/addSession':
    'Record a coaching session with one of the signed-in mentor’s active mentees.',
  'bq/productType/list':
    'Added: the product types (/system/commodity-content-type), each with how many products use it.',
  'bq/productType/add': 'Added: a product type (English name unique, Chinese name, sort, active).',
  'bq/productType/edit': 'Added: rename, re-sort or (de)activate a product type.',
  'bq/productType/remove':
    'Added: remove a product type no product uses (409 otherwise: make it inactive instead).',
  'bq/product/list':
    'Added: paged products, newest first. Marketing sees every status; everyone else published ones only.',
  'bq/product/detail':
    'Added: one product with its options. Outside marketing, only a published one (404 otherwise).',
  'bq/product/add': 'Added: a new product (a draft) with its options; prices are decimal dollars.',
  'bq/product/edit':
    'Added: save a product at the version the editor loaded (409 if someone saved it since).',
  'bq/product/changeStatus': 'Added: publish, retire or return a product to draft.',
  'bq/product/uploadPhoto':
    'Added: marketing uploads a PNG or JPEG for a product; answers the address its photos may name.',
  'bq/cart/mine':
    "Added: the signed-in buyer's cart (courses and products), at today's prices, with the total to confirm.",
  'bq/cart/setLine':
    'Added: put a course seat or a product (option, quantity) in the own cart, or change its quantity.',
  'bq/cart/removeLine': 'Added: take a line out of the own cart.',
  'bq/order/checkout':
    "Added: place the own cart at the server's prices, once per idempotency key; 409 with data.total when the confirmed total is not the server's.",
  'bq/discountCode/list':
    'Added: every discount code with its kind, scope, validity, limits and uses so far.',
  'bq/discountCode/add':
    'Added: a discount code (percent or fixed; on the order, its products or its courses; dates and use limits).',
  'bq/discountCode/deactivate':
    'Added: stop a discount code; orders already placed with it keep their discount.',
  'bq/discountCode/preview':
    'Added: what a discount code takes off the own cart and the total to confirm, or why it does not apply.',
  'bq/order/mine': "Added: the signed-in buyer's orders, newest first (kind: courses or products).",
  'bq/order/myDetail': 'Added: one own order with its lines, payments, refunds and history.',
  'bq/order/cancel':
    'Added: the buyer cancels an own order still waiting for payment (seats and stock are released).',
  'bq/order/list':
    'Added: staff list of orders (marketing: with products; institute: with courses; finance: all).',
  'bq/order/detail': 'Added: one order for staff, within the same scope as the list.',
  'bq/order/history': 'Added: the state changes of an order, who and when, oldest first.',
  'bq/order/fulfil':
    'Added: marketing marks product lines of a paid order shipped or picked up; the order is fulfilled when every line is.',
  'bq/order/close':
    'Added: staff close a fulfilled order (marketing: with products; institute: with courses).',
  'bq/payment/awaiting': 'Added: office payments waiting for finance, oldest first.',
  'bq/payment/accept':
    'Added: finance records a receipt (reference, amount); the order is paid when the total is received. Idempotency key: a retry answers the first.',
  'bq/payment/reject':
    'Added: finance rejects an awaiting payment with a reason; the order keeps waiting for payment.',
  'bq/refund/request':
    'Added: the buyer asks to refund lines (or quantities) of an own paid order, with a reason.',
  'bq/refund/list': 'Added: refund requests, oldest first, filtered by state.',
  'bq/refund/detail': 'Added: one refund request with its lines and amounts.',
  'bq/refund/approve':
    'Added: finance approves a refund (never of their own order): amounts fixed by line, seats and stock returned; a smaller amount keeps the rest with a reason. Dollars are then owed through a pending payout; tokens come back at once. Idempotency key: a retry answers the first.',
  'bq/refund/refuse': 'Added: finance refuses a refund request with a note.',
  'bq/refund/pay':
    'Added: finance pays an approved refund with the payment reference (its payout posted); above the refund threshold not by whoever approved it. Idempotency key.',
  'bq/refund/void':
    'Added: finance voids an approved refund’s pending payout with a reason; the refund stays owed. Idempotency key.',
  'bq/mailList/lists':
    'Added: the mailing lists with their subscribed and unsubscribed counts and campaigns.',
  'bq/mailList/save': 'Added: marketing adds a mailing list or renames one.',
  'bq/mailList/subscribers': 'Added: the addresses of a mailing list, newest added first.',
  'bq/mailList/subscribe':
    'Added: marketing adds addresses to a list (an address already on it is counted, not doubled).',
  'bq/mailList/removeSubscriber': 'Added: marketing takes an address off a list.',
  'bq/mailList/campaigns': 'Added: the campaigns sent to a list, newest first.',
  'bq/mailList/send':
    'Added: marketing sends a campaign to every subscribed address, once per idempotency key, each mail with a one-click unsubscribe (RFC 8058).',
  'bq/mailList/unsubscribeCheck':
    'Added, public: the address a signed unsubscribe token names (partly hidden), for the confirm page.',
  'bq/mailList/unsubscribe':
    'Added, public: unsubscribes the address a signed token names from all marketing mail.',
  ...AUTH_SUMMARIES,
  ...FINANCE_SUMMARIES,
  ...SYSTEM_SUMMARIES,
  ...CALENDAR_SUMMARIES,
  ...PRODUCTION_SUMMARIES,
  ...GROUP_SUMMARIES,
  'bq/session/mine':
    "Added: the caller's open sessions (device, address, when signed in and last seen), the current one marked.",
  'bq/session/end':
    "Added: ends one of the caller's own sessions (another person's is not found); it is refused from its next call on, in every server process within the session cache's life. Ending the current one is a logout.",
  'bq/security/events':
    'Added, administrators: the security log (sign-ins and failures with the reason, two-step changes, recovery codes used, role and permission changes, ended sessions), newest first, with address and device; by person, kind and days; paged.',
  'bq/security/export':
    'Added, administrators: the security log of the same filters as a CSV file (spreadsheet formulas neutralised), at most 10,000 events, the newest.',
  ...RECORD_SUMMARIES,
};
