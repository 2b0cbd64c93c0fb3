import { describe, expect, it } from 'vitest';
import { personalFields } from '../src/calls/agent-info.js';
import { entryForm } from '../src/calls/applications.js';
import { line, plain } from '../src/calls/fields.js';
import { contract, fieldMessages } from '../src/index.js';

const ONE_LINE = fieldMessages.oneLine();
/** A name as an attacker types it: the second line would be a new spreadsheet row's formula. */
const INJECTED = "Ann\n=cmd|' /C calc'!A0";

const messagesOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : (r.error?.issues.map((i) => i.message) ?? []);

describe('names and titles are one line', () => {
  it('refuses a line break, a tab or any control character with one clear message', () => {
    const name = line(50, 1);
    for (const bad of [INJECTED, 'Ann\r=1', 'Ann\tLee', 'Ann\u0000', 'Ann\u2028Lee', 'A\u007fB']) {
      expect(messagesOf(name.safeParse(bad)), JSON.stringify(bad)).toEqual([ONE_LINE]);
    }
    expect(ONE_LINE).toBe('must be one line, without line breaks or control characters');
  });

  it('keeps ordinary names, in any script, and trims a trailing line break', () => {
    const name = line(50, 1);
    expect(name.parse('王小明')).toBe('王小明');
    expect(name.parse("Mary-Jane O'Brien, Jr.")).toBe("Mary-Jane O'Brien, Jr.");
    expect(name.parse('  Ann Lee\r\n')).toBe('Ann Lee');
  });

  it('still lets free text break lines, but not hold other control characters', () => {
    const note = plain(200);
    expect(note.parse('first line\nsecond line')).toBe('first line\nsecond line');
    expect(messagesOf(note.safeParse('bell\u0007'))).toEqual([fieldMessages.noControl()]);
  });

  it('is the rule of the name and title fields of the calls', () => {
    const refused = [
      contract.outsiders.regis.request.safeParse({
        courseId: 1,
        name: INJECTED,
        email: 'ann@example.com',
        phone: '4155551234',
      }),
      personalFields.legalName.safeParse(INJECTED),
      personalFields.englishName.safeParse(INJECTED),
      personalFields.chineseName.safeParse(INJECTED),
      entryForm.shape.legalName.safeParse(INJECTED),
      contract.auth.registerByEmailAndCode.request.shape.name.safeParse(INJECTED),
      contract.tourists.add.request.shape.name.safeParse(INJECTED),
      contract.messageStation.sendStationMessage.request.shape.title.safeParse(INJECTED),
      contract.org.add.request.shape.name.safeParse(INJECTED),
      contract.adminRole.addRoleJson.request.shape.name.safeParse(INJECTED),
    ];
    for (const r of refused) expect(messagesOf(r)).toEqual([ONE_LINE]);
    // Free text keeps its line breaks.
    expect(personalFields.address.parse('1 Main St\nApt 2')).toBe('1 Main St\nApt 2');
  });
});
