import { BreadcrumbBar } from '@bq/ui';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import { layout, setBreadcrumbExtra, setLanguage, toggleSidebar } from '../../shared/layout/store';
import { breadcrumbTrail, isCaseEditPage, isCoursePage, matchRoute } from './breadcrumb';
import { ReturnControl } from './ReturnControl';

/** The breadcrumb bar of the staff area, fed from the route table. */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const view = useSnapshot(layout);
  const previous = useRef(pathname);

  useEffect(() => {
    // Spec §4: the extra text is cleared when leaving the case create and process pages.
    if (previous.current !== pathname && isCaseEditPage(previous.current)) setBreadcrumbExtra('');
    previous.current = pathname;
  }, [pathname]);

  const returnType = matchRoute(pathname)?.route.returnButton;
  return (
    <BreadcrumbBar
      extra={returnType ? <ReturnControl key={pathname} type={returnType} /> : undefined}
      items={breadcrumbTrail(pathname, view.language, view.breadcrumbExtra)}
      collapsed={view.sidebarCollapsed}
      onToggleSidebar={toggleSidebar}
      {...(isCoursePage(pathname)
        ? { language: view.language, onLanguageChange: setLanguage }
        : {})}
    />
  );
}
