import { pathTo } from '../../../shared/routes/paths';

/** The statistics and awards routes; the award of a photo page is `?id=`. */
export const statsPaths = {
  statistics: pathTo('/statistical-awards/statistical'),
  awards: pathTo('/statistical-awards/awards/index'),
  photos: pathTo('/statistical-awards/awards/photo'),
  history: pathTo('/statistical-awards/awards/history'),
};
