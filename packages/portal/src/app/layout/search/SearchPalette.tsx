import { CommandPalette, type CommandPaletteGroup, type CommandPaletteItem } from '@bq/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { callQuery, calls, type Res } from '../../../shared/http/calls';
import { layout } from '../../../shared/layout/store';
import { accessibleRoutes, session } from '../../../shared/session/store';
import { matchPages, menuPages } from './searchPages';
import { KIND_HEADINGS, SEARCH_TEXTS, say } from './searchTexts';

/** How long typing pauses before the server is asked: one request per word, not per letter. */
export const SEARCH_DEBOUNCE_MS = 200;

type Answer = Res<typeof calls.search.query>;

/**
 * The Ctrl-K palette (loaded the first time it opens, never with the first page): records from
 * bq/search/query, each kind under its heading, and the pages of the person's menu found here from
 * the routes their role keeps. Enter (or a click) opens the record's page; an empty box shows
 * recent records.
 */
export default function SearchPalette({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const { language } = useSnapshot(layout);
  const snap = useSnapshot(session);
  const routes = accessibleRoutes(snap);
  const pages = useMemo(() => menuPages(routes), [routes]);
  const [query, setQuery] = useState('');
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAsked(query.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);
  const found = useQuery({
    ...callQuery(calls.search.query, { q: asked }),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const { groups, pathOf } = useMemo(
    () => groupsOf(found.data, matchPages(pages, query), language),
    [found.data, pages, query, language],
  );

  const close = (next: boolean) => {
    if (!next) setQuery('');
    onOpenChange(next);
  };
  return (
    <CommandPalette
      open={open}
      onOpenChange={close}
      query={query}
      onQueryChange={setQuery}
      groups={groups}
      loading={found.isFetching}
      onSelect={(item) => {
        const path = pathOf.get(item);
        if (path === undefined) return;
        close(false);
        navigate(path);
      }}
      labels={{
        title: say(language, SEARCH_TEXTS.title),
        placeholder: say(language, SEARCH_TEXTS.placeholder),
        empty: say(language, SEARCH_TEXTS.empty),
        loading: say(language, SEARCH_TEXTS.loading),
      }}
    />
  );
}

/**
 * The palette's groups (the server's kinds, an exact jump's first, then the menu's pages) and the
 * path each item opens.
 */
export function groupsOf(
  answer: Answer | undefined,
  pages: ReturnType<typeof matchPages>,
  language: 1 | 2,
): { groups: CommandPaletteGroup[]; pathOf: Map<CommandPaletteItem, string> } {
  const pathOf = new Map<CommandPaletteItem, string>();
  const opens = (item: CommandPaletteItem, path: string) => {
    pathOf.set(item, path);
    return item;
  };
  const recent = answer?.recent ? `${say(language, SEARCH_TEXTS.recent)} · ` : '';
  const records = (answer?.groups ?? []).map((group) => ({
    id: group.kind,
    heading: `${recent}${say(language, KIND_HEADINGS[group.kind])}`,
    items: group.hits.map((hit) =>
      opens(
        {
          id: String(hit.id),
          title: hit.title,
          details: hit.details,
          badge: hit.exact ? say(language, SEARCH_TEXTS.exact) : undefined,
        },
        hit.path,
      ),
    ),
  }));
  const pageGroup = {
    id: 'page',
    heading: say(language, SEARCH_TEXTS.pages),
    items: pages.map((p) =>
      opens(
        {
          id: p.path,
          title: language === 2 ? p.title : p.titleZh,
          details: [language === 2 ? p.parent : p.parentZh].filter(Boolean),
        },
        p.path,
      ),
    ),
  };
  return { groups: [...records, pageGroup], pathOf };
}
