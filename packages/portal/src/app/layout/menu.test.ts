import { describe, expect, it } from 'vitest';
import { route } from '../../shared/routes/routeDef';
import { buildMenu } from './menu';

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
});
