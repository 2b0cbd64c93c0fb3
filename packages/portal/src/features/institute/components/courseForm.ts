/** The course editor's form values (lecturer center and college management share the form). */
export interface CourseFormValues {
  titleZh: string;
  titleEn: string;
  descriptionZh: string;
  descriptionEn: string;
  category: string;
  tags: string[];
  delivery: 'online' | 'offline';
  /** Dollars as typed ('' = free); sent as integer cents. */
  price: string;
  seats: string;
  coverUrl: string;
  sessions: { startsAt: string; place: string }[];
}

export const emptyCourseForm = (): CourseFormValues => ({
  titleZh: '',
  titleEn: '',
  descriptionZh: '',
  descriptionEn: '',
  category: '',
  tags: [],
  delivery: 'offline',
  price: '',
  seats: '',
  coverUrl: '',
  sessions: [{ startsAt: '', place: '' }],
});

/** '12.5' → 1250: dollars to exact integer cents without a float ('' and '0' are free). */
export function priceCents(price: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(price.trim());
  if (!match) return 0;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 1250 → '12.50' (the form shows what `priceCents` reads back). */
export const priceText = (cents: number): string =>
  cents === 0 ? '' : `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** Rules the form checks before it saves (the server checks them again). */
export function checkCourse(values: CourseFormValues): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  if (!values.titleZh.trim() && !values.titleEn.trim())
    errors.titleEn = 'Give the course a title in Chinese or English';
  if (!values.category) errors.category = 'Choose a category';
  if (!/^\d+$/.test(values.seats.trim()) || Number(values.seats) < 1)
    errors.seats = 'Seats must be a whole number of at least 1';
  values.sessions.forEach((session, index) => {
    if (!session.startsAt) errors[`sessions.${index}.startsAt`] = 'Enter when the session starts';
    if (!session.place.trim())
      errors[`sessions.${index}.place`] =
        values.delivery === 'online' ? 'Enter the online link' : 'Enter the place';
  });
  return errors;
}
