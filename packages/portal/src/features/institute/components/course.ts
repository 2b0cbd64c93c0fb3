import type { CourseCard } from '@bq/contract';

/** A course as the hall, the detail pages and the lists show it (the contract's card). */
export type HallCourse = CourseCard;

export const seatsLeft = (course: Pick<HallCourse, 'seats' | 'seatsTaken'>) =>
  Math.max(0, course.seats - course.seatsTaken);

/** "0", "0.00": the price is a decimal string, never a float. */
export const isFree = (course: Pick<HallCourse, 'price'>) =>
  /^0*(\.0*)?$/.test(course.price.trim());

export const lecturerNames = (course: Pick<HallCourse, 'lecturers'>) =>
  course.lecturers.map((l) => l.name).join(', ');
