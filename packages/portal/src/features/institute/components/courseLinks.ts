import type { HallCourse } from './course';

/** The route parameters every course detail link carries (`detail/:type?/:id?/:lecturerName?`). */
export const detailParams = (course: Pick<HallCourse, 'id' | 'online' | 'lecturers'>) => ({
  type: course.online ? 'online' : 'offline',
  id: course.id,
  lecturerName: course.lecturers[0]?.name ?? '',
});
