import { z } from 'zod';
import {
  certificateMeta,
  courseMeta,
  coursePropertyMeta,
  outsidersMeta,
  registrationMeta,
} from '../meta/institute.js';
import { FIELD_LIMITS } from '../meta/limits.js';
import { LISTS } from '../meta/lists.js';
import { personalEmail, personalPhone } from './agent-info.js';
import { amount, decimal } from './amount.js';
import { defineCall } from './define.js';
import { bool, day, id, int, line, list, nothing, paged, text, typeError } from './fields.js';
import { listRequest } from './list.js';

const L = FIELD_LIMITS.course;

export const COURSE_STATUSES = ['draft', 'published', 'closed'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];
export const REGISTRATION_STATUSES = ['enrolled', 'waitlisted', 'cancelled', 'completed'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** A moment with its offset (`2026-12-01T18:00:00-08:00` or `…Z`), between 2000 and 2100. */
export const moment = () =>
  z
    .string({ error: typeError('must be a date and time') })
    .trim()
    .pipe(z.iso.datetime({ offset: true, error: 'must be a date and time with its offset' }))
    .refine((s) => {
      const t = Date.parse(s);
      return t >= Date.UTC(2000, 0, 1) && t < Date.UTC(2100, 0, 1);
    }, 'must be between 2000 and 2100');

const base64File = z.object({
  fileName: z.string(),
  mime: z.string(),
  size: z.int(),
  contentBase64: z.string(),
});

export const courseSession = z.object({
  startsAt: z.string(),
  endsAt: z.string(),
  /** An address, or the online link when the course is online. */
  place: z.string(),
});

/** A course as the hall, the detail pages and the lists show it. */
export const courseCard = z.object({
  id: z.int(),
  titleZh: z.string(),
  titleEn: z.string(),
  descriptionZh: z.string(),
  descriptionEn: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  lecturers: z.array(z.object({ id: z.int(), name: z.string() })),
  online: z.boolean(),
  /** Dollars, a decimal string; "0.00" = free. */
  price: z.string(),
  /** Continuing-education hours a completion earns, a decimal string. */
  ceHours: z.string(),
  seats: z.int(),
  seatsTaken: z.int(),
  waitlisted: z.int(),
  sessions: z.array(courseSession),
  coverUrl: z.string().nullable(),
  status: z.enum(COURSE_STATUSES),
});
export type CourseCard = z.infer<typeof courseCard>;

/** The editor's view: the card plus what only editors see. */
export const courseRecord = courseCard.extend({
  version: z.int(),
  createdBy: z.string(),
  updatedAt: z.string(),
});
export type CourseRecord = z.infer<typeof courseRecord>;

/** Element schemas, exported so the limits test can walk them. */
export const courseTag = () => text(L.tag, 1);

export const sessionInput = z.object({
  startsAt: moment(),
  endsAt: moment(),
  place: text(L.place, 1),
});

export const courseSaveRequest = z
  .object({
    /** Absent: a new course (a draft). */
    id: id().optional(),
    /** The version the editor loaded; required with `id`. */
    version: int({ min: 0, max: 2_147_483_647 }).optional(),
    titleZh: line(L.title).optional().default(''),
    titleEn: line(L.title).optional().default(''),
    descriptionZh: text(L.description).optional().default(''),
    descriptionEn: text(L.description).optional().default(''),
    category: text(L.category, 1),
    tags: list(courseTag(), L.tags, 'tags').optional().default([]),
    /** College management names the lecturers; a lecturer always teaches what they save. */
    lecturerIds: list(id(), L.lecturers, 'lecturers').optional().default([]),
    online: bool(),
    price: amount({ max: L.price }),
    ceHours: decimal(L.hours).optional().default('0'),
    seats: int({ min: 1, max: L.maxSeats }),
    coverUrl: text(L.coverUrl).nullable().optional().default(null),
    sessions: list(sessionInput, L.sessions, 'sessions').min(1, 'must have at least 1 session'),
  })
  .superRefine((v, ctx) => {
    if (!v.titleZh && !v.titleEn)
      ctx.addIssue({
        code: 'custom',
        path: ['titleEn'],
        message: 'needs a title in Chinese or English',
      });
    if (v.id !== undefined && v.version === undefined)
      ctx.addIssue({ code: 'custom', path: ['version'], message: 'is required' });
    v.sessions.forEach((s, i) => {
      if (Date.parse(s.endsAt) <= Date.parse(s.startsAt))
        ctx.addIssue({
          code: 'custom',
          path: ['sessions', i, 'endsAt'],
          message: 'must be after the start',
        });
    });
  });

const hallFilters = {
  keyword: text(L.keyword).optional().default(''),
  category: text(L.category).optional().default(''),
  /** Courses one of whose lecturers is named so (the hall's `index/:lecturerName?`). */
  lecturer: text(L.keyword).optional().default(''),
};

export const course = {
  hallList: defineCall({
    ...courseMeta.hallList,
    request: listRequest(LISTS.course.hallList, hallFilters),
    response: paged(courseCard),
  }),
  hallDetail: defineCall({
    ...courseMeta.hallDetail,
    request: z.object({ id: id() }),
    response: courseCard,
  }),
  ics: defineCall({
    ...courseMeta.ics,
    request: z.object({ id: id() }),
    response: base64File,
  }),
  list: defineCall({
    ...courseMeta.list,
    request: listRequest(LISTS.course.list, {
      ...hallFilters,
      status: z.enum(COURSE_STATUSES).optional(),
    }),
    response: paged(courseRecord),
  }),
  mine: defineCall({
    ...courseMeta.mine,
    request: listRequest(LISTS.course.mine, { status: z.enum(COURSE_STATUSES).optional() }),
    response: paged(courseRecord),
  }),
  get: defineCall({
    ...courseMeta.get,
    request: z.object({ id: id() }),
    response: courseRecord,
  }),
  save: defineCall({
    ...courseMeta.save,
    request: courseSaveRequest,
    response: z.object({ id: z.int(), version: z.int() }),
  }),
  setStatus: defineCall({
    ...courseMeta.setStatus,
    request: z.object({ id: id(), status: z.enum(COURSE_STATUSES) }),
    response: z.object({ version: z.int() }),
  }),
  uploadCover: defineCall({
    ...courseMeta.uploadCover,
    request: z.object({
      fileName: text(FIELD_LIMITS.people.fileName, 1),
      mime: text(FIELD_LIMITS.people.mime, 1),
    }),
    response: z.object({ url: z.string() }),
  }),
};

export const courseProperties = z.object({
  categories: z.array(z.string()),
  tags: z.array(z.string()),
  /** How many tags one course may carry; 0 = unlimited (spec §5). */
  maxTags: z.int(),
});

export const courseProperty = {
  get: defineCall({
    ...coursePropertyMeta.get,
    request: z.object({}).strip(),
    response: courseProperties,
  }),
  save: defineCall({
    ...coursePropertyMeta.save,
    request: z.object({
      categories: list(text(L.category, 1), L.properties, 'categories'),
      tags: list(courseTag(), L.properties, 'tags'),
      maxTags: int({ min: 0, max: L.tags.maxItems }),
    }),
    response: nothing(),
  }),
};

/** Where a registration stands; `position` is its place on the waitlist (1 = next). */
export const seatAnswer = z.object({
  id: z.int(),
  status: z.enum(['enrolled', 'waitlisted']),
  position: z.int().nullable(),
});

/** Where a mail link left the registration, with the course it is for. */
export const linkAnswer = z.object({
  courseId: z.int(),
  courseTitleZh: z.string(),
  courseTitleEn: z.string(),
  status: z.enum(REGISTRATION_STATUSES),
  position: z.int().nullable(),
});

export const registrationRow = z.object({
  id: z.int(),
  courseId: z.int(),
  courseTitleZh: z.string(),
  courseTitleEn: z.string(),
  /** null for an outside visitor. */
  userId: z.int().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  kind: z.enum(['staff', 'tourist', 'outsider']),
  status: z.enum(REGISTRATION_STATUSES),
  position: z.int().nullable(),
  createdAt: z.string(),
  certificateCode: z.string().nullable(),
});
export type RegistrationRow = z.infer<typeof registrationRow>;

export const myRegistration = z.object({
  id: z.int(),
  status: z.enum(REGISTRATION_STATUSES),
  position: z.int().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  certificateCode: z.string().nullable(),
  course: courseCard,
});
export type MyRegistration = z.infer<typeof myRegistration>;

export const registration = {
  register: defineCall({
    ...registrationMeta.register,
    request: z.object({ courseId: id() }),
    response: seatAnswer,
  }),
  cancel: defineCall({
    ...registrationMeta.cancel,
    request: z.object({ courseId: id() }),
    response: nothing(),
  }),
  mine: defineCall({
    ...registrationMeta.mine,
    request: z.object({ includeCancelled: bool().optional().default(false) }),
    response: z.object({ list: z.array(myRegistration) }),
  }),
  list: defineCall({
    ...registrationMeta.list,
    request: listRequest(LISTS.registration.list, {
      courseId: id().optional(),
      status: z.enum(REGISTRATION_STATUSES).optional(),
      keyword: text(L.keyword).optional().default(''),
    }),
    response: paged(registrationRow),
  }),
  export: defineCall({
    ...registrationMeta.export,
    request: z.object({ courseId: id() }),
    response: base64File,
  }),
  complete: defineCall({
    ...registrationMeta.complete,
    request: z.object({ id: id(), completedOn: day().optional() }),
    response: z.object({ certificateCode: z.string() }),
  }),
  revokeCompletion: defineCall({
    ...registrationMeta.revokeCompletion,
    request: z.object({ id: id(), reason: text(L.revokeReason, 1) }),
    response: z.object({ status: z.literal('enrolled') }),
  }),
  ceHours: defineCall({
    ...registrationMeta.ceHours,
    request: z.object({}).strip(),
    response: z.object({
      /** null: no licence expiry on record, so no cycle to count in. */
      cycleStart: z.string().nullable(),
      cycleEnd: z.string().nullable(),
      /** Decimal string. */
      hours: z.string(),
      courses: z.array(
        z.object({
          courseId: z.int(),
          titleZh: z.string(),
          titleEn: z.string(),
          hours: z.string(),
          completedAt: z.string(),
        }),
      ),
    }),
  }),
  calendarUrl: defineCall({
    ...registrationMeta.calendarUrl,
    request: z.object({ renew: bool().optional().default(false) }),
    response: z.object({ url: z.string() }),
  }),
};

export const certificate = {
  verify: defineCall({
    ...certificateMeta.verify,
    request: z.object({ code: text(L.certificateCode, 1) }),
    response: z.object({
      valid: z.boolean(),
      holder: z.string().nullable(),
      courseTitleZh: z.string().nullable(),
      courseTitleEn: z.string().nullable(),
      hours: z.string().nullable(),
      completedAt: z.string().nullable(),
    }),
  }),
  pdf: defineCall({
    ...certificateMeta.pdf,
    request: z.object({ registrationId: id() }),
    response: base64File,
  }),
};

export const outsiders = {
  regis: defineCall({
    ...outsidersMeta.regis,
    request: z.object({
      courseId: id(),
      name: line(L.registrantName, 1),
      email: personalEmail().refine((s) => s !== '', 'is required'),
      phone: personalPhone().refine((s) => s !== '', 'is required'),
      /** The language the mail is written in: 1 Chinese, 2 English (the hall's language). */
      languageType: int({ min: 1, max: 2 }).optional().default(2),
    }),
    // Deliberately nothing about the address: a registered and a new one read the same.
    response: z.object({ mailed: z.literal(true) }),
  }),
  confirm: defineCall({
    ...outsidersMeta.confirm,
    request: z.object({ token: text(L.linkToken, 1) }),
    response: linkAnswer,
  }),
  cancel: defineCall({
    ...outsidersMeta.cancel,
    request: z.object({ token: text(L.linkToken, 1) }),
    response: linkAnswer,
  }),
};
