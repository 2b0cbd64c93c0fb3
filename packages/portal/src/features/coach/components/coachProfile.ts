import type { calls, Req } from '../../../shared/http/calls';

/** The coach profile form's values: the specialties as one line, separated by commas. */
export interface CoachProfileValues {
  bio: string;
  specialties: string;
}

export type CoachProfileRequest = Req<typeof calls.coach.saveProfile>;

export function profileValues(bio: string, specialties: readonly string[]): CoachProfileValues {
  return { bio, specialties: specialties.join(', ') };
}

/** Each specialty once, trimmed, empty ones left out. */
export function profileRequest(values: CoachProfileValues): CoachProfileRequest {
  const specialties = values.specialties
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return { bio: values.bio, specialties: [...new Set(specialties)] };
}

/** A refusal of one specialty (`specialties.2`) shows under the one line they are typed in. */
export function profilePath(apiPath: string): string | null {
  const [head] = apiPath.split('.');
  return head === 'bio' || head === 'specialties' ? head : null;
}
