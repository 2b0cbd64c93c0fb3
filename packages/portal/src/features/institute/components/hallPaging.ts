/**
 * The hall shows a page of courses at a time: 500 published courses are 25 pages of 20 cards,
 * so a render never lays out more than one page (no visible stall, no virtualiser to ship).
 */
export const HALL_PAGE_SIZE = 20;
