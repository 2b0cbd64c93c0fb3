import { BreadcrumbBar } from '@bq/ui';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { useNarrowScreen } from '../../shared/layout/narrow';
import {
  layout,
  menuCollapsed,
  setBreadcrumbExtra,
  setLanguage,
  toggleSidebar,
} from '../../shared/layout/store';
import {
  breadcrumbTrail,
  isCaseEditPage,
  isCoursePage,
  matchRoute,
  returnLabel,
} from './breadcrumb';
import { ReturnControl } from './ReturnControl';

/** The breadcrumb bar of the staff area, fed from the route table. */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const view = useSnapshot(layout);
  const narrow = useNarrowScreen();
  const previous = useRef(pathname);

  useEffect(() => {
    // Spec §4: the extra text is cleared when leaving the case create and process pages.
    if (previous.current !== pathname && isCaseEditPage(previous.current)) setBreadcrumbExtra('');
    previous.current = pathname;
  }, [pathname]);

  const returnType = matchRoute(pathname)?.route.returnButton;
  return (
    <BreadcrumbBar
      extra={
        returnType ? (
          <ReturnControl
            key={pathname}
            type={returnType}
            label={returnLabel(pathname, view.language)}
          />
        ) : undefined
      }
      items={breadcrumbTrail(pathname, view.language, view.breadcrumbExtra)}
      collapsed={menuCollapsed(view, narrow)}
      onToggleSidebar={() => toggleSidebar(narrow)}
      // Through the router like the menu: a bare hash change is a navigation it did not make.
      onNavigate={(item, event) => {
        if (!item.href) return;
        event.preventDefault();
        navigate(item.href.replace(/^#/, ''));
      }}
      {...(isCoursePage(pathname)
        ? { language: view.language, onLanguageChange: setLanguage }
        : {})}
    />
  );
}
