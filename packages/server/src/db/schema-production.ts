/**
 * Drizzle description of migrations 0130 (production periods and their frozen credits), 0131
 * (award programmes, winners, photos) and 0132 (reopenings): written by domain/production/ only.
 */
import { date, integer, numeric, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { moneyColumn, timestampColumn as ts } from './columns.js';

const day = (name: string) => date(name, { mode: 'string' });

export const productionPeriods = pgTable('production_periods', {
  id: serial('id').primaryKey(),
  key: text('key').notNull(),
  startsOn: day('starts_on').notNull(),
  endsOn: day('ends_on').notNull(),
  closedBy: integer('closed_by').notNull(),
  closedAt: ts('closed_at').notNull(),
});

/** A closed period reopened (migration 0132): the period row stays, this one says it is not in force. */
export const productionPeriodReopenings = pgTable('production_period_reopenings', {
  periodId: integer('period_id').primaryKey(),
  reason: text('reason').notNull(),
  reopenedBy: integer('reopened_by').notNull(),
  reopenedAt: ts('reopened_at').notNull(),
});

export const productionCredits = pgTable('production_credits', {
  id: serial('id').primaryKey(),
  periodId: integer('period_id').notNull(),
  caseId: integer('case_id').notNull(),
  caseNo: text('case_no').notNull(),
  caseType: smallint('case_type').notNull(),
  closedOn: day('closed_on').notNull(),
  closedAt: ts('closed_at').notNull(),
  userId: integer('user_id').notNull(),
  agentName: text('agent_name').notNull(),
  teamPercent: numeric('team_percent', { precision: 5, scale: 2 }).notNull(),
  sideHundredths: integer('side_hundredths').notNull(),
  volume: moneyColumn('volume').notNull(),
  gross: moneyColumn('gross').notNull(),
  writtenBranchId: integer('written_branch_id'),
  writtenBranch: text('written_branch').notNull(),
  writtenRegionId: integer('written_region_id'),
  writtenRegion: text('written_region').notNull(),
  homeBranchId: integer('home_branch_id'),
  homeBranch: text('home_branch').notNull(),
  homeRegionId: integer('home_region_id'),
  homeRegion: text('home_region').notNull(),
  teamId: integer('team_id'),
  teamName: text('team_name').notNull(),
});

export const awardProgrammes = pgTable('award_programmes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  periodKey: text('period_key').notNull(),
  measure: text('measure').notNull().$type<'volume' | 'sides'>(),
  rule: text('rule').notNull().$type<'top' | 'threshold'>(),
  topN: integer('top_n'),
  threshold: moneyColumn('threshold'),
  createdBy: integer('created_by').notNull(),
  createdAt: ts('created_at').notNull(),
  confirmedBy: integer('confirmed_by'),
  confirmedAt: ts('confirmed_at'),
});

export const awardWinners = pgTable('award_winners', {
  programmeId: integer('programme_id').notNull(),
  userId: integer('user_id').notNull(),
  rank: integer('rank').notNull(),
  name: text('name').notNull(),
  value: text('value').notNull(),
});

export const awardPhotos = pgTable('award_photos', {
  key: text('key').primaryKey(),
  programmeId: integer('programme_id').notNull(),
  caption: text('caption').notNull().default(''),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  uploadedBy: integer('uploaded_by').notNull(),
  createdAt: ts('created_at').notNull(),
});
