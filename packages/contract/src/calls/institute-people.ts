import { z } from 'zod';
import { coachMeta, lecturerMeta } from '../meta/institute.js';
import { FIELD_LIMITS } from '../meta/limits.js';
import { defineCall } from './define.js';
import { day, id, int, list, nothing, text } from './fields.js';
import { courseCard } from './institute.js';

/** The institute's people: lecturers (profile, photo, courses) and certified mentors as coaches. */

const L = FIELD_LIMITS.course;

/** Element schema, exported so the limits test can walk it. */
export const specialty = () => text(L.specialty, 1);

export const lecturerProfile = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  bioZh: z.string(),
  bioEn: z.string(),
  /** An address `course.uploadCover` answered, or null. */
  photoUrl: z.string().nullable(),
  /** Published courses they teach. */
  courseCount: z.int(),
});

export const lecturer = {
  list: defineCall({
    ...lecturerMeta.list,
    request: z.object({ keyword: text(L.keyword).optional().default('') }),
    response: z.object({ list: z.array(lecturerProfile) }),
  }),
  get: defineCall({
    ...lecturerMeta.get,
    request: z.object({ id: id() }),
    response: lecturerProfile.extend({ courses: z.array(courseCard) }),
  }),
  profile: defineCall({
    ...lecturerMeta.profile,
    request: z.object({}).strip(),
    response: lecturerProfile.extend({ drafts: z.int(), published: z.int(), closed: z.int() }),
  }),
  saveProfile: defineCall({
    ...lecturerMeta.saveProfile,
    request: z.object({
      bioZh: text(L.bio).optional().default(''),
      bioEn: text(L.bio).optional().default(''),
      photoUrl: text(L.coverUrl).nullable().optional().default(null),
    }),
    response: nothing(),
  }),
};

export const coachProfile = z.object({
  agentId: z.int(),
  userId: z.int(),
  name: z.string(),
  bio: z.string(),
  specialties: z.array(z.string()),
  menteeCount: z.int(),
});

export const coachSession = z.object({
  id: z.int(),
  menteeAgentId: z.int(),
  menteeName: z.string(),
  day: z.string(),
  minutes: z.int(),
  note: z.string(),
});

export const coach = {
  list: defineCall({
    ...coachMeta.list,
    request: z.object({ keyword: text(L.keyword).optional().default('') }),
    response: z.object({ list: z.array(coachProfile) }),
  }),
  get: defineCall({
    ...coachMeta.get,
    request: z.object({ agentId: id() }),
    response: coachProfile,
  }),
  home: defineCall({
    ...coachMeta.home,
    request: z.object({}).strip(),
    response: z.object({
      profile: coachProfile,
      mentees: z.array(
        z.object({ agentId: z.int(), name: z.string(), agreementId: z.int(), since: z.string() }),
      ),
      sessions: z.array(coachSession),
    }),
  }),
  saveProfile: defineCall({
    ...coachMeta.saveProfile,
    request: z.object({
      bio: text(L.bio).optional().default(''),
      specialties: list(specialty(), L.specialties, 'specialties').optional().default([]),
    }),
    response: nothing(),
  }),
  addSession: defineCall({
    ...coachMeta.addSession,
    request: z.object({
      menteeAgentId: id(),
      day: day(),
      minutes: int({ min: 1, max: 600 }),
      note: text(L.sessionNote).optional().default(''),
    }),
    response: z.object({ id: z.int() }),
  }),
};
