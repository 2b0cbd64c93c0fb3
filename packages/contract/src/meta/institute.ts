import { meta } from './define.js';
import { MODULE_IDS } from './modules.js';
import { certificateMeta, hallMeta, outsidersMeta } from './public.js';

export { certificateMeta, outsidersMeta };

/**
 * The institute (issue 15). The spec shows only the tourist calls and `bq/outsiders/regis`; the
 * course, registration, certificate, lecturer and coach calls are ours, one family each.
 */
const college = MODULE_IDS['college-manage/course-list'];
const lecturerCourses = MODULE_IDS['lecturer-center/courses-management'];
const registrations = MODULE_IDS['college-manage/registration-list'];
const courseEditors = { modules: [college, lecturerCourses] } as const;

export const courseMeta = {
  ...hallMeta,
  list: meta(
    'bq/course/list',
    { modules: [college, registrations] },
    'Every course in any status (college management), paged, by status and keyword.',
  ),
  mine: meta(
    'bq/course/mine',
    { modules: [lecturerCourses, MODULE_IDS['lecturer-center/lecturer-home']] },
    'The courses the signed-in lecturer teaches, in any status.',
  ),
  get: meta(
    'bq/course/get',
    courseEditors,
    'One course for the editor. A lecturer may open only a course they teach.',
  ),
  save: meta(
    'bq/course/save',
    courseEditors,
    'Create (no id) or update a course. A lecturer edits only their own; a stale version answers 409.',
    'json',
  ),
  setStatus: meta(
    'bq/course/setStatus',
    { modules: [college] },
    'Publish, close or withdraw (back to draft) a course: college management only.',
  ),
  uploadCover: {
    ...meta(
      'bq/course/uploadCover',
      courseEditors,
      'Upload an image, a course\'s cover or a lecturer\'s photo (PNG or JPEG, multipart: fields, then the file part "file"); answers its url.',
      'multipart',
    ),
    file: { field: 'file', maxBytes: 5 * 1024 * 1024 },
  },
} as const;

export const coursePropertyMeta = {
  get: meta(
    'bq/courseProperty/get',
    'user',
    'The categories and tags courses choose from, and how many tags one course may carry (0 = unlimited).',
  ),
  save: meta(
    'bq/courseProperty/save',
    { modules: [MODULE_IDS['system/course-properties']] },
    'Replace the categories, the tags and the tag maximum.',
    'json',
  ),
} as const;

export const registrationMeta = {
  register: meta(
    'bq/registration/register',
    'user',
    'Register the signed-in person for a free course: a seat while one is left, else the waitlist.',
  ),
  cancel: meta(
    'bq/registration/cancel',
    'user',
    "Cancel one's own registration; a freed seat goes to the first on the waitlist, who gets a message.",
  ),
  mine: meta(
    'bq/registration/mine',
    'user',
    "The signed-in person's registrations with their courses, status and certificate.",
  ),
  list: meta(
    'bq/registration/list',
    { modules: [registrations, college] },
    'Registrations, by course and status, paged.',
  ),
  export: meta(
    'bq/registration/export',
    { modules: [registrations, college] },
    "One course's registrations as a CSV file (base64).",
  ),
  complete: meta(
    'bq/registration/complete',
    { modules: [registrations, college] },
    'Mark an enrolled person as having completed the course: issues the certificate and its code.',
  ),
  ceHours: meta(
    'bq/registration/ceHours',
    'user',
    "The signed-in agent's continuing-education hours in their current licence cycle.",
  ),
  calendarUrl: meta(
    'bq/registration/calendarUrl',
    'user',
    "The signed-in person's private calendar feed address (created on first ask; renew makes a new one).",
  ),
} as const;

const institutePeople = {
  modules: [
    MODULE_IDS['bq-institute/lecturers-list'],
    MODULE_IDS['bq-institute/coachs-list'],
    MODULE_IDS['college-manage/course-list'],
    MODULE_IDS['agent-center/my-coach'],
  ],
} as const;

export const lecturerMeta = {
  list: meta('bq/lecturer/list', institutePeople, 'Lecturers with their profile and course count.'),
  get: meta(
    'bq/lecturer/get',
    institutePeople,
    "A lecturer's profile and the published courses they teach.",
  ),
  profile: meta(
    'bq/lecturer/profile',
    { modules: [MODULE_IDS['lecturer-center/lecturer-home']] },
    "The signed-in lecturer's own profile and course counts.",
  ),
  saveProfile: meta(
    'bq/lecturer/saveProfile',
    { modules: [MODULE_IDS['lecturer-center/lecturer-home']] },
    "Save the signed-in lecturer's bio (both languages) and photo (an address uploadCover answered).",
    'json',
  ),
} as const;

const coachHome = { modules: [MODULE_IDS['coach-center/coach-home']] } as const;
export const coachMeta = {
  list: meta(
    'bq/coach/list',
    institutePeople,
    'Certified mentors (mentorCertificate 1) with bio, specialties and current mentees.',
  ),
  get: meta('bq/coach/get', institutePeople, "A certified mentor's profile."),
  home: meta(
    'bq/coach/home',
    coachHome,
    "The coach center: the signed-in certified mentor's profile, mentees, agreements and sessions.",
  ),
  saveProfile: meta(
    'bq/coach/saveProfile',
    coachHome,
    "Save the signed-in mentor's bio and specialties.",
    'json',
  ),
  addSession: meta(
    'bq/coach/addSession',
    coachHome,
    'Record a coaching session with one of the signed-in mentor’s active mentees.',
  ),
} as const;
