import {
  COURSE_STATUSES,
  type CourseStatus,
  REGISTRATION_STATUSES,
  type RegistrationStatus,
} from '@bq/contract';
import { LISTS } from '@bq/contract/meta';
import { defineList } from '../../../shared/list/listState';
import { idFromAddress } from '../../../shared/routes/idFromAddress';

export const COURSE_TABS = ['all', ...COURSE_STATUSES] as const;

/** College management's courses: `?tab=&keyword=&page=`. */
export const COLLEGE_COURSES = defineList({
  key: 'institute.courses',
  contract: LISTS.course.list,
  tabs: COURSE_TABS,
  filters: ['keyword'],
});

/** The lecturer's own courses: `?tab=&page=`. */
export const MY_COURSES = defineList({
  key: 'institute.my-courses',
  contract: LISTS.course.mine,
  tabs: COURSE_TABS,
});

export const statusOf = (tab: string): CourseStatus | undefined =>
  (COURSE_STATUSES as readonly string[]).includes(tab) ? (tab as CourseStatus) : undefined;

export const REGISTRATION_TABS = ['all', ...REGISTRATION_STATUSES] as const;

/** Registrations: the course is `?courseId=` (the route's `:name?` only titles the page). */
export const REGISTRATIONS = defineList({
  key: 'institute.registrations',
  contract: LISTS.registration.list,
  tabs: REGISTRATION_TABS,
  filters: ['keyword', 'courseId'],
});

export const registrationStatusOf = (tab: string): RegistrationStatus | undefined =>
  (REGISTRATION_STATUSES as readonly string[]).includes(tab)
    ? (tab as RegistrationStatus)
    : undefined;

export const courseIdOf = (value: string) => idFromAddress(value);
