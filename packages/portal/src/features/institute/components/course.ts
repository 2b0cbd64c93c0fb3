/**
 * A course as the hall shows it. The public calls answer published courses only; this is the
 * part of their row the hall and the detail read (titles and texts in both languages).
 */
export interface HallCourse {
  id: number;
  titleZh: string;
  titleEn: string;
  descriptionZh: string;
  descriptionEn: string;
  category: string;
  tags: readonly string[];
  lecturers: readonly string[];
  online: boolean;
  /** Integer cents; 0 = free. */
  priceCents: number;
  seats: number;
  seatsTaken: number;
  sessions: readonly { startsAt: string; place: string }[];
  coverUrl: string | null;
}

export const seatsLeft = (course: Pick<HallCourse, 'seats' | 'seatsTaken'>) =>
  Math.max(0, course.seats - course.seatsTaken);
