import { FIELD_LIMITS } from '@bq/contract/meta';
import { type DataTableColumn, Inline } from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../http/apiError';
import { callQuery, calls, type Res, useCallMutation } from '../http/calls';
import { ColumnsMenu } from './ColumnsMenu';
import type { ListHandle } from './useList';
import { type ViewItem, ViewsMenu } from './ViewsMenu';
import { sameView } from './viewAddress';
import { VIEW_WORDS, type ViewLanguage, type ViewWords } from './viewWords';

type SavedView = Res<typeof calls.view.list>['views'][number];

/** "Mine", "Mine · shared with Agent", "Shared with Agent by Mei Lin". */
function detailOf(view: SavedView, words: ViewWords): string {
  if (view.canEdit) return view.roleName ? words.mineShared(view.roleName) : words.mine;
  return words.sharedBy(view.roleName, view.ownerName);
}

/**
 * A kit list's views menu and columns menu, right-aligned above its table: the one line a list
 * page adds (`<ListViews list={list} columns={COLUMNS} />`) once its `defineList` has a `key`.
 * The person's default view opens when they come to the list with nothing of it in the address.
 */
export function ListViews<T extends string, F extends string, S extends string>({
  list,
  columns,
  language = 2,
}: {
  list: ListHandle<T, F, S>;
  // biome-ignore lint/suspicious/noExplicitAny: any row type's columns; only keys and headers are read
  columns: readonly DataTableColumn<any>[];
  /** Lists that follow the 中文/English switch pass the layout's language. */
  language?: ViewLanguage;
}) {
  const words = VIEW_WORDS[language];
  const listKey = list.schema.key ?? '';
  const found = useQuery({ ...callQuery(calls.view.list, { listKey }), enabled: listKey !== '' });
  const save = useCallMutation(calls.view.save, { options: { quiet: true } });
  const remove = useCallMutation(calls.view.remove);
  const setDefault = useCallMutation(calls.view.setDefault);
  const [error, setError] = useState<string>();
  const data = found.data;

  // Once a visit: the default view, when the address says nothing of the list.
  const checked = useRef(false);
  const { plain, openView } = list;
  useEffect(() => {
    if (checked.current || !data) return;
    checked.current = true;
    const chosen = data.views.find((v) => v.id === data.defaultId);
    if (plain && chosen) openView(chosen.query, { replace: true });
  }, [data, plain, openView]);

  const views: ViewItem[] = (data?.views ?? []).map((v) => ({
    id: v.id,
    name: v.name,
    detail: detailOf(v, words),
    isDefault: v.id === data?.defaultId,
    canEdit: v.canEdit,
    canRemove: v.canRemove,
    roleId: v.roleId,
  }));
  const matching = (data?.views ?? []).filter((v) => sameView(list.schema, v.query) === list.view);
  // One's own first: saving again saves over it.
  const current = views.find((v) => v.id === (matching.find((m) => m.canEdit) ?? matching[0])?.id);

  return (
    <Inline align="end" space="sm">
      {listKey && (
        <ViewsMenu
          views={views}
          current={current ?? null}
          roles={data?.roles ?? []}
          nameMax={FIELD_LIMITS.view.name.max}
          words={words}
          error={error}
          onOpen={(view) => {
            const saved = data?.views.find((v) => v.id === view.id);
            if (saved) openView(saved.query);
          }}
          onSave={async ({ name, roleId }) => {
            setError(undefined);
            const own = views.find((v) => v.canEdit && v.name === name);
            try {
              await save.mutateAsync({
                ...(own ? { id: own.id } : {}),
                listKey,
                name,
                query: list.view,
                roleId,
              });
            } catch (failed) {
              setError(
                failed instanceof ApiError
                  ? (failed.fields[0]?.message ?? failed.message)
                  : words.saveFailed,
              );
              throw failed;
            }
          }}
          onRemove={(view) => remove.mutate({ id: view.id })}
          onDefault={(view) => setDefault.mutate({ listKey, id: view?.id ?? null })}
        />
      )}
      <ColumnsMenu
        columns={columns}
        layout={list.columns}
        onLayoutChange={list.setColumns}
        words={words}
      />
    </Inline>
  );
}
