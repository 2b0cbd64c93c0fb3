import { meta } from './define.js';
import { MODULE_IDS } from './modules.js';
import { certificateMeta, hallMeta, outsidersMeta } from './public.js';

export { certificateMeta, outsidersMeta };

/**
 * The institute. The spec shows only the tourist calls and `bq/outsiders/regis`; the
 * course, registration, certificate, lecturer and coach calls are ours, one family each.
 */
const college = MODULE_IDS['college-manage/course-list'];
const lecturerCourses = MODULE_IDS['lecturer-center/courses-management'];
const registrations = MODULE_IDS['college-manage/registration-list'];
const courseEditors = { modules: [college, lecturerCourses] } as const;

export const courseMeta = {
  ...hallMeta,
  list: meta('bq/course/list', { modules: [college, registrations] }),
  mine: meta('bq/course/mine', {
    modules: [lecturerCourses, MODULE_IDS['lecturer-center/lecturer-home']],
  }),
  get: meta('bq/course/get', courseEditors),
  save: meta('bq/course/save', courseEditors, 'json'),
  setStatus: meta('bq/course/setStatus', { modules: [college] }),
  uploadCover: {
    ...meta('bq/course/uploadCover', courseEditors, 'multipart'),
    file: { field: 'file', maxBytes: 5 * 1024 * 1024 },
  },
} as const;

export const coursePropertyMeta = {
  get: meta('bq/courseProperty/get', 'user'),
  save: meta(
    'bq/courseProperty/save',
    { modules: [MODULE_IDS['system/course-properties']] },
    'json',
  ),
} as const;

export const registrationMeta = {
  register: meta('bq/registration/register', 'user'),
  cancel: meta('bq/registration/cancel', 'user'),
  mine: meta('bq/registration/mine', 'user'),
  list: meta('bq/registration/list', { modules: [registrations, college] }),
  export: meta('bq/registration/export', { modules: [registrations, college] }),
  complete: meta('bq/registration/complete', { modules: [registrations, college] }),
  revokeCompletion: meta('bq/registration/revokeCompletion', { modules: [registrations, college] }),
  ceHours: meta('bq/registration/ceHours', 'user'),
  calendarUrl: meta('bq/registration/calendarUrl', 'user'),
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
  list: meta('bq/lecturer/list', institutePeople),
  get: meta('bq/lecturer/get', institutePeople),
  profile: meta('bq/lecturer/profile', { modules: [MODULE_IDS['lecturer-center/lecturer-home']] }),
  saveProfile: meta(
    'bq/lecturer/saveProfile',
    { modules: [MODULE_IDS['lecturer-center/lecturer-home']] },
    'json',
  ),
} as const;

const coachHome = { modules: [MODULE_IDS['coach-center/coach-home']] } as const;
export const coachMeta = {
  list: meta('bq/coach/list', institutePeople),
  get: meta('bq/coach/get', institutePeople),
  home: meta('bq/coach/home', coachHome),
  saveProfile: meta('bq/coach/saveProfile', coachHome, 'json'),
  addSession: meta('bq/coach/addSession', coachHome),
} as const;
