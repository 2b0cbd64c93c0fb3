import type { HallCourse } from './course';

/** The route parameters every course detail link carries (`detail/:type?/:id?/:lecturerName?`). */
export const detailParams = (course: Pick<HallCourse, 'id' | 'online' | 'lecturers'>) => ({
  type: course.online ? 'online' : 'offline',
  id: course.id,
  lecturerName: course.lecturers[0]?.name ?? '',
});

/** A positive whole number from the address, or undefined (a pasted `?page=abc` is page 1). */
export function positive(value: string | null | undefined): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : undefined;
}
