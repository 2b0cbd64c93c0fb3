import { describe, expect, it } from 'vitest';
import {
  breadcrumbTrail,
  isCaseEditPage,
  isCoursePage,
  parentPage,
  returnLabel,
  skipLinkLabel,
} from './breadcrumb';

describe('breadcrumb trail', () => {
  it('lists the menu and the page for a deep route', () => {
    expect(breadcrumbTrail('/approval/apply/index', 2).map((c) => c.label)).toEqual([
      'Approval',
      'Apply',
      'My applications',
    ]);
  });

  it('matches routes with parameters', () => {
    expect(
      breadcrumbTrail('/transaction/history/history-det/12/1%20Main%20St', 2).map((c) => c.label),
    ).toEqual(['Transaction', 'Case history', 'History detail']);
  });

  it('uses the Chinese titles on course pages when the language is 1', () => {
    expect(breadcrumbTrail('/bq-institute/course-hall/index', 1).map((c) => c.label)).toEqual([
      'BQ学院',
      '课程大厅',
    ]);
    expect(breadcrumbTrail('/bq-institute/course-hall/index', 2)[0]?.label).toBe('BQ Institute');
  });

  // A Chinese course page's return button said "Return".
  it('says Return in the language of the crumbs', () => {
    expect(returnLabel('/college-manage/course-list/edit', 1)).toBe('返回');
    expect(returnLabel('/college-manage/course-list/edit', 2)).toBe('Return');
    expect(returnLabel('/transaction/history/history-det/12/x', 1)).toBe('Return');
  });

  it('names the skip link in the language of the crumbs', () => {
    expect(skipLinkLabel('/college-manage/course-list/edit', 1)).toBe('跳到主要内容');
    expect(skipLinkLabel('/college-manage/course-list/edit', 2)).toBe('Skip to main content');
    expect(skipLinkLabel('/home', 1)).toBe('Skip to main content');
  });

  it('keeps English titles elsewhere, whatever the language', () => {
    expect(breadcrumbTrail('/home/mine-msg', 1).map((c) => c.label)).toEqual([
      'Home',
      'Notifications',
    ]);
  });

  it("says a menu's title once when its index page carries the same one", () => {
    const trail = breadcrumbTrail('/agent-center/personal/index', 2);
    expect(trail.map((c) => c.label)).toEqual(['Agent center', 'Personal info']);
    // The page's own crumb is the last: not a link to itself.
    expect(trail.at(-1)?.href).toBeUndefined();
    expect(breadcrumbTrail('/userroles/usermgt/index', 2).map((c) => c.label)).toEqual([
      'User management',
      'Users',
    ]);
  });

  it('shows the dashboard as Home alone', () => {
    expect(breadcrumbTrail('/home', 2).map((c) => c.label)).toEqual(['Home']);
  });

  it('appends the extra text a page set', () => {
    expect(breadcrumbTrail('/transaction/listing-process', 2, 'BQ-2026-000001').at(-1)?.label).toBe(
      'BQ-2026-000001',
    );
  });

  it('knows which pages are course pages and which are case create or process pages', () => {
    expect(isCoursePage('/college-manage/course-list/index')).toBe(true);
    expect(isCoursePage('/agent-center/my-course/index')).toBe(true);
    expect(isCoursePage('/transaction/caselist')).toBe(false);
    expect(isCaseEditPage('/transaction/purchase-new')).toBe(true);
    expect(isCaseEditPage('/transaction/mortgage-process')).toBe(true);
    expect(isCaseEditPage('/transaction/caselist')).toBe(false);
  });
});

describe('Return from a page opened by its address', () => {
  it('first-user editor: goes to the list the editor belongs to', () => {
    expect(parentPage('/housing-manage/h-edit/edit/5')).toBe('/housing-manage/h-list');
    expect(parentPage('/no/such/page')).toBe('/home');
  });
});
