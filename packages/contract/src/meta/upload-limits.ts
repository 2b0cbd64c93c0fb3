/**
 * Every uploaded PNG or JPEG (a photo, a course cover, an invoice or case document scan) is
 * refused beyond this many pixels a side: the bytes limit alone let a 65,535 × 65,535 PNG of a few
 * kilobytes through, which a browser would then try to decode into 16 GB.
 */
export const IMAGE_LIMITS = { maxSidePx: 8000 } as const;
