import { describe, expect, it } from 'vitest';
import { route } from '../../shared/routes/routeDef';
import { ROUTE_TABLE } from '../routes/table';
import { buildMenu } from './menu';
import { MENU_ICONS } from './menuIcons';

const page = { load: async () => ({ default: () => null }) };
const detail = { hidden: true } as const;

describe('the menu', () => {
  const table = [
    route('/institute', 'Institute', '学院', {
      children: [
        route('lecturers', 'Lecturers', '讲师', {
          redirect: true,
          children: [
            route('index', 'Lecturers', '讲师'),
            route('sending-letter/:id?', 'Write', '写信', detail),
          ],
        }),
      ],
    }),
    route('/home', 'Home', '首页', {
      children: [route('', 'Dashboard', '首页'), route('letter', 'Write', '写信', detail)],
    }),
  ];

  it('leaves out a group whose only built page is a hidden one (it would open nothing)', () => {
    const pages = { '/institute/lecturers/sending-letter/:id?': page, '/home': page };
    expect(buildMenu(table, pages).map((item) => item.label)).toEqual(['Home']);
  });

  it('shows the group once its list is built', () => {
    const pages = { '/institute/lecturers/index': page, '/home': page };
    expect(buildMenu(table, pages).map((item) => item.label)).toEqual(['Institute', 'Home']);
  });

  it('has an icon for every area of the staff menu (the collapsed bar shows only icons)', () => {
    const areas = ROUTE_TABLE.filter((area) => !area.bare && !area.hidden && !area.public);
    expect(areas.length).toBeGreaterThan(10);
    expect(areas.filter((area) => !MENU_ICONS[area.path]).map((area) => area.path)).toEqual([]);
  });
});
