/**
 * A DataTable's height for `rows` rows (the header and the rows, `rowHeight` each as the table
 * draws them, 40 by default), at most `most` rows tall (then it scrolls): a short table shows no
 * empty space below its rows.
 */
export const tableHeight = (rows: number, rowHeight = 40, most = Number.POSITIVE_INFINITY) =>
  rowHeight * (Math.min(most, Math.max(1, rows)) + 1) + 4;
