/** Drizzle description of migrations 0060 (the institute) and 0062 (price as money). */
import {
  boolean,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { moneyColumn, timestampColumn as ts } from './columns.js';

export const courseProperties = pgTable('course_properties', {
  id: integer('id').primaryKey().default(1),
  categories: jsonb('categories').notNull().$type<string[]>().default([]),
  tags: jsonb('tags').notNull().$type<string[]>().default([]),
  maxTags: integer('max_tags').notNull().default(0),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const courses = pgTable('courses', {
  id: serial('id').primaryKey(),
  titleZh: text('title_zh').notNull().default(''),
  titleEn: text('title_en').notNull().default(''),
  descriptionZh: text('description_zh').notNull().default(''),
  descriptionEn: text('description_en').notNull().default(''),
  category: text('category').notNull(),
  tags: text('tags').array().notNull().default([]),
  online: boolean('online').notNull().default(false),
  price: moneyColumn('price').notNull().default('0'),
  ceHours: numeric('ce_hours', { precision: 5, scale: 1 }).notNull().default('0'),
  seats: integer('seats').notNull(),
  coverUrl: text('cover_url'),
  status: text('status').notNull().$type<'draft' | 'published' | 'closed'>().default('draft'),
  version: integer('version').notNull().default(1),
  firstStartsAt: ts('first_starts_at'),
  createdBy: integer('created_by').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const courseLecturers = pgTable(
  'course_lecturers',
  {
    courseId: integer('course_id').notNull(),
    userId: integer('user_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.userId] })],
);

export const courseSessions = pgTable('course_sessions', {
  id: serial('id').primaryKey(),
  courseId: integer('course_id').notNull(),
  startsAt: ts('starts_at').notNull(),
  endsAt: ts('ends_at').notNull(),
  place: text('place').notNull(),
});

/** `held`: a seat bought in an order not yet paid (migration 0080); commerce holds it here. */
export type RegistrationStatus = 'enrolled' | 'waitlisted' | 'cancelled' | 'completed' | 'held';

export const registrations = pgTable('registrations', {
  id: serial('id').primaryKey(),
  courseId: integer('course_id').notNull(),
  userId: integer('user_id'),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  kind: text('kind').notNull().$type<'staff' | 'tourist' | 'outsider'>(),
  status: text('status').notNull().$type<RegistrationStatus>(),
  createdAt: ts('created_at').notNull().defaultNow(),
  cancelledAt: ts('cancelled_at'),
  completedAt: ts('completed_at'),
  certificateCode: text('certificate_code'),
});

/** An outside visitor's registration waiting for its mail link, and what came of it (0072). */
export const registrationRequests = pgTable('registration_requests', {
  id: serial('id').primaryKey(),
  courseId: integer('course_id').notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  ip: text('ip').notNull(),
  tokenHash: text('token_hash').notNull(),
  status: text('status').notNull().$type<'pending' | 'confirmed' | 'known' | 'cancelled'>(),
  registrationId: integer('registration_id'),
  createdAt: ts('created_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
  decidedAt: ts('decided_at'),
});

/** A completion withdrawn: append-only, one row per certificate code withdrawn. */
export const completionRevocations = pgTable('completion_revocations', {
  id: serial('id').primaryKey(),
  registrationId: integer('registration_id').notNull(),
  certificateCode: text('certificate_code').notNull(),
  reason: text('reason').notNull(),
  revokedBy: integer('revoked_by').notNull(),
  revokedAt: ts('revoked_at').notNull(),
});

export const calendarTokens = pgTable('calendar_tokens', {
  userId: integer('user_id').primaryKey(),
  token: text('token').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const courseCovers = pgTable('course_covers', {
  key: text('key').primaryKey(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  uploadedBy: integer('uploaded_by').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const lecturerProfiles = pgTable('lecturer_profiles', {
  userId: integer('user_id').primaryKey(),
  bioZh: text('bio_zh').notNull().default(''),
  bioEn: text('bio_en').notNull().default(''),
  photoUrl: text('photo_url'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const coachProfiles = pgTable('coach_profiles', {
  agentId: integer('agent_id').primaryKey(),
  bio: text('bio').notNull().default(''),
  specialties: jsonb('specialties').notNull().$type<string[]>().default([]),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const coachSessions = pgTable('coach_sessions', {
  id: serial('id').primaryKey(),
  coachAgentId: integer('coach_agent_id').notNull(),
  menteeAgentId: integer('mentee_agent_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  minutes: integer('minutes').notNull(),
  note: text('note').notNull().default(''),
  createdAt: ts('created_at').notNull().defaultNow(),
});
