import { describe, expect, it } from 'vitest';
import { profilePath, profileRequest, profileValues } from './coachProfile';

describe('the coach profile form', () => {
  it('shows the specialties as one line and sends each once, trimmed', () => {
    expect(profileValues('Hi', ['Listings', 'Open houses'])).toEqual({
      bio: 'Hi',
      specialties: 'Listings, Open houses',
    });
    expect(profileRequest({ bio: 'Hi', specialties: ' Listings,,Open houses, Listings ' })).toEqual(
      { bio: 'Hi', specialties: ['Listings', 'Open houses'] },
    );
  });

  it("puts a refused specialty under the specialties' line", () => {
    expect(profilePath('specialties.1')).toBe('specialties');
    expect(profilePath('specialties')).toBe('specialties');
    expect(profilePath('bio')).toBe('bio');
    expect(profilePath('agentId')).toBeNull();
  });
});
