/**
 * The applicant's page module, loaded through this one-line chunk: the login first load keeps only
 * this chunk's name in its route list instead of the page's fifty shared chunks (size budget).
 */
export const loadApplyPage = () => import('./ApplyPage');
