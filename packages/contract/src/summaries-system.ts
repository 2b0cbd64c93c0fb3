/**
 * The descriptions of the calls of the office's system pages (the blacklist, listings and their
 * share pages, the office's lists, transaction documents, disclosures and server settings), kept
 * apart so `summaries.ts` stays one screenful per area.
 */
export const SYSTEM_SUMMARIES: Readonly<Record<string, string>> = {
  'bq/blackList/getBlackList':
    'Blacklist entries in force (e-mail addresses, domains, IP networks), newest first, by kind and keyword.',
  'bq/blackList/add':
    'Adds an e-mail address, domain or IP network to the blacklist, with the reason; refused at registration, login and checkout.',
  'bq/blackList/remove': 'Lifts a blacklist entry; who lifted it and when are kept.',
  'bq/listing/list':
    "The caller's listings (an office manager: the office's) by status and keyword, with the share link's state and views.",
  'bq/listing/detail':
    'One listing in RESO terms with its photos, template layout, share link, status history and what the caller may do.',
  'bq/listing/add':
    'Creates a listing (Coming Soon) with its address, price, rooms, areas, year, remarks in two languages, features and up to 50 photos.',
  'bq/listing/edit':
    'Changes a listing; refused when someone saved it since it was read (version).',
  'bq/listing/changeStatus':
    'Moves a listing to another RESO StandardStatus; every move is kept with who and when.',
  'bq/listing/setShare': "Switches the listing's public share link on (made on first use) or off.",
  'bq/listing/flyer': "The listing's printable flyer, a PDF laid out by its template.",
  'bq/listing/uploadPhoto':
    'Uploads a PNG or JPEG photo for a listing (5 MB, 8,000 pixels a side); answers its address.',
  'bq/listingShare/view':
    "The public share page of a listing by its link: the facts, photos and the listing agent's contacts only; counts one view per visitor a day.",
  'bq/listingTemplate/list': 'Listing templates: the layout of the share page and of the flyer.',
  'bq/listingTemplate/save': 'Adds or changes a listing template.',
  'bq/listingTemplate/remove':
    'Removes a listing template; its listings fall back to the plain layout.',
  'bq/system/dictionary/list':
    'The dictionary: the lists of choices the office shapes (recruiting sources), in order.',
  'bq/system/dictionary/save':
    'Adds a dictionary entry or changes its label, order or use; a code is fixed once made.',
  'bq/system/association/list':
    'Boards (associations of realtors) by name, with their members in force.',
  'bq/system/association/get': 'One board with its members in force.',
  'bq/system/association/save': 'Adds or edits a board; a board is switched off, never deleted.',
  'bq/system/association/addMember':
    "Records an agent as a board member from a day; the agent's status follows (2: no board).",
  'bq/system/association/endMember':
    "Ends a board membership today, kept as history; the agent's status follows.",
  'bq/system/recruitment/list': 'Who recruited whom, newest first, by recruiter and name.',
  'bq/system/recruitment/get': 'How one agent came to the office.',
  'bq/system/recruitment/save':
    'Records how an agent came to the office: recruiter, source from the dictionary, day.',
  'bq/system/link/list': 'External links, in their order, with those switched off.',
  'bq/system/link/save': 'Adds or edits an external link shown to staff (https only).',
  'bq/system/link/visible': "The external links in use, for the staff's home page.",
  'bq/system/overview': 'How much each configuration page under /system holds.',
  'bq/fileMgt/getRules':
    'Added: the transaction documents each kind of case requires or may carry, the version in force per scope.',
  'bq/fileMgt/ruleVersions':
    "Added: every version of one scope's document rule, newest first (older cases keep theirs).",
  'bq/fileMgt/saveRule':
    "Added: saves a scope's documents as a new rule version, for cases created from now on.",
  'bq/tran/caseDocs/forCase':
    "Added: a case's document checklist under its rule version, the reviews, the disclosures missing or rejected, the upload limit.",
  'bq/tran/caseDocs/review':
    "Added: accept an uploaded document, or reject it with a reason the agent reads; never on one's own case.",
  'bq/listingAudit/getTemplates': 'Added: the disclosure checklists by kind of case and party.',
  'bq/listingAudit/saveTemplate':
    "Added: replaces one party's disclosure checklist for a kind of case (audited).",
  'bq/serverConfig/getSettings':
    'Added: the runtime settings with the value in force, the environment default and the last change.',
  'bq/serverConfig/set':
    'Added: overrides a runtime setting, checked for its key; every server applies it without a restart.',
  'bq/serverConfig/reset':
    "Added: removes a setting's override, the environment default is in force again.",
  'bq/serverConfig/changes':
    "Added: the settings' change log with the value before and after, who and when.",
  'bq/serverConfig/rollback':
    "Added: undoes a setting's or service time's latest change, as a change of its own.",
  'bq/serverConfig/serviceTimes':
    "Added: each application kind's approval service time in hours (due = submitted + hours).",
  'bq/jobs/list':
    'Added, administrators: the durable job queue, newest first, by state and kind; each job with its attempts (which process, when, how it ended) and its last error; paged.',
  'bq/jobs/retry':
    'Added, administrators: a failed or dead job back to the queue at once with three more attempts; once per idempotency key.',
  'bq/serverConfig/setServiceTime':
    "Added: changes an application kind's service time, audited and rolled back like a setting.",
};
