import type { PersonOption } from './PersonPicker';

/** A small office directory for the stories and tests: the search a server would run. */
export const DIRECTORY = [
  { value: '11', name: 'Mei Mentor', email: 'mentor@bq.example.com', detail: 'Agent · Bay Area' },
  { value: '12', name: 'Alex Agent', email: 'agent@bq.example.com', detail: 'Agent · Bay Area' },
  { value: '13', name: 'Fay Finance', email: 'finance@bq.example.com', detail: 'Finance' },
  { value: '14', name: 'April Approver', email: 'approver@bq.example.com', detail: 'Approver' },
  {
    value: '15',
    name: 'Max Multirole',
    email: 'multi@bq.example.com',
    detail: 'Agent, Approver · San Jose',
  },
] as const;

/** Name or e-mail containing the query, case-insensitive, plus the chosen person. */
export function searchDirectory(query: string, chosen = ''): PersonOption[] {
  const needle = query.trim().toLowerCase();
  return DIRECTORY.filter(
    (p) => p.value === chosen || p.name.toLowerCase().includes(needle) || p.email.includes(needle),
  ).map(({ value, name, email, detail }) => ({ value, name, detail: `${detail} · ${email}` }));
}
