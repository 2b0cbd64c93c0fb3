import type { CourseRecord } from '@bq/contract';
import { businessWallClock, fromBusinessWallClock } from '@bq/validators';
import { type EditorText, editorWord } from './editorTexts';

/** The course editor's form values (lecturer center and college management share the form). */
export interface CourseFormValues {
  titleZh: string;
  titleEn: string;
  descriptionZh: string;
  descriptionEn: string;
  category: string;
  tags: string[];
  /** User ids as text (MultiSelect values); college management only. */
  lecturerIds: string[];
  delivery: 'online' | 'offline';
  /** Dollars as typed ('' = free); sent as the decimal string, never a float. */
  price: string;
  ceHours: string;
  seats: string;
  coverUrl: string;
  /**
   * `datetime-local` values in California time (the institute's classes are held there), whatever
   * zone the browser is in: an evening class is typed and read as 18:00 from anywhere.
   */
  sessions: { startsAt: string; endsAt: string; place: string }[];
}

export const emptyCourseForm = (): CourseFormValues => ({
  titleZh: '',
  titleEn: '',
  descriptionZh: '',
  descriptionEn: '',
  category: '',
  tags: [],
  lecturerIds: [],
  delivery: 'offline',
  price: '',
  ceHours: '',
  seats: '',
  coverUrl: '',
  sessions: [{ startsAt: '', endsAt: '', place: '' }],
});

/** A saved course as the editor shows it (session times in California). */
export function courseFormOf(course: CourseRecord): CourseFormValues {
  return {
    titleZh: course.titleZh,
    titleEn: course.titleEn,
    descriptionZh: course.descriptionZh,
    descriptionEn: course.descriptionEn,
    category: course.category,
    tags: [...course.tags],
    lecturerIds: course.lecturers.map((l) => String(l.id)),
    delivery: course.online ? 'online' : 'offline',
    price: /^0*(\.0*)?$/.test(course.price) ? '' : course.price,
    ceHours: /^0*(\.0*)?$/.test(course.ceHours) ? '' : course.ceHours,
    seats: String(course.seats),
    coverUrl: course.coverUrl ?? '',
    sessions: course.sessions.map((s) => ({
      startsAt: businessWallClock(new Date(s.startsAt)),
      endsAt: businessWallClock(new Date(s.endsAt)),
      place: s.place,
    })),
  };
}

/** The save request's course fields: a session's California times become the instants they name. */
export function courseRequestOf(values: CourseFormValues) {
  return {
    titleZh: values.titleZh.trim(),
    titleEn: values.titleEn.trim(),
    descriptionZh: values.descriptionZh.trim(),
    descriptionEn: values.descriptionEn.trim(),
    category: values.category,
    tags: values.tags,
    lecturerIds: values.lecturerIds.map(Number),
    online: values.delivery === 'online',
    price: values.price.trim() || '0',
    ceHours: values.ceHours.trim() || '0',
    seats: Number(values.seats),
    coverUrl: values.coverUrl.trim() || null,
    sessions: values.sessions.map((s) => ({
      startsAt: instantOf(s.startsAt),
      endsAt: instantOf(s.endsAt),
      place: s.place.trim(),
    })),
  };
}

/** checkCourse refuses empty and impossible times first; the server refuses text it cannot read. */
const instantOf = (wall: string) => fromBusinessWallClock(wall)?.toISOString() ?? wall;

/**
 * Rules the form checks before it saves (the server checks them again), in the words `say` gives
 * (the editor's, in the language of the toggle).
 */
export function checkCourse(
  values: CourseFormValues,
  say: (key: EditorText) => string = (key) => editorWord(2, key),
): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  if (!values.titleZh.trim() && !values.titleEn.trim()) errors.titleEn = say('needTitle');
  if (!values.category) errors.category = say('needCategory');
  if (!/^\d+$/.test(values.seats.trim()) || Number(values.seats) < 1)
    errors.seats = say('needSeats');
  values.sessions.forEach((session, index) => {
    if (!session.startsAt) errors[`sessions.${index}.startsAt`] = say('needStart');
    if (!session.endsAt) errors[`sessions.${index}.endsAt`] = say('needEnd');
    else if (session.startsAt && session.endsAt <= session.startsAt)
      errors[`sessions.${index}.endsAt`] = say('endAfterStart');
    if (!session.place.trim())
      errors[`sessions.${index}.place`] = say(
        values.delivery === 'online' ? 'needLink' : 'needPlace',
      );
  });
  return errors;
}
