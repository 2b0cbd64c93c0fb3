/** The descriptions of the calls of the groups and group e-mail. */
export const GROUP_SUMMARIES: Readonly<Record<string, string>> = {
  'bq/group/list':
    "The caller's groups (every group for those holding all the office's groups), by name, with members and mails.",
  'bq/group/get': 'One group with its members, by name, and whether each turned group mail off.',
  'bq/group/save': 'Makes a group or renames one; an edit over a newer version is refused.',
  'bq/group/remove': 'Removes a group and its members; the mails sent to it stay.',
  'bq/group/addMembers':
    'Adds people to a group by name, or everyone holding a role or working in a branch today.',
  'bq/group/removeMember': 'Takes a person out of a group.',
  'bq/groupMail/list': "A group's mails, newest first, with their delivery counts.",
  'bq/groupMail/preview':
    'A group mail as its first member would get it, with how many would get it and how many are skipped.',
  'bq/groupMail/send':
    'Sends a group mail, one message per member through the message center, once per idempotency key; opted-out members are skipped.',
  'bq/groupMail/get':
    "A group mail with each member's delivery: queued, sent, failed, in the portal or skipped.",
};
