import { pathTo } from '../../../shared/routes/paths';

/** The listings' routes, from the same patterns as their entries in `app/routes/table/market.ts`. */
export const listingPaths = {
  list: pathTo('/housing-manage/h-list'),
  /** `type` is `new` or `edit` (the spec's `:type?`); no id: a new listing. */
  edit: pathTo('/housing-manage/h-edit/:type?/:id?'),
  detail: pathTo('/housing-manage/h-detail/:id?'),
  /** The public page: `url` is the link's random token. */
  share: pathTo('/housing-manage/h-share/:id?/:url?'),
  /** No id: the template list and a new template. */
  template: pathTo('/housing-manage/h-mould/:id?'),
};

/** The share page's full address, as an agent copies it (the portal uses hash routes). */
export function shareAddress(origin: string, id: number, token: string): string {
  return `${origin}/#${listingPaths.share({ id, url: token })}`;
}
