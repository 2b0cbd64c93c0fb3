import { pathTo } from '../../../shared/routes/paths';

/** The mailing list's pages (route table: `/marketing/maillist`); a list's detail is `?id=`. */
export const mailingPaths = {
  lists: pathTo('/marketing/maillist/index'),
  detail: (id: number) => pathTo('/marketing/maillist/detail')({ search: { id } }),
};
