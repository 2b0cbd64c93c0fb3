import { type KeyboardEvent, type PointerEvent, useLayoutEffect, useRef, useState } from 'react';
import { COLUMN_MAX_WIDTH, COLUMN_MIN_WIDTH, clampWidth } from './columnLayout';
import * as styles from './DataTable.css';

type ResizeHandleProps = {
  /** "Resize Price column": what the separator changes, for screen readers. */
  label: string;
  /** The column's width in px when it has one; else the handle measures its header cell. */
  width: number | undefined;
  /** While dragging: the width to draw (not kept yet). */
  onDrag: (width: number) => void;
  /** The width to keep: a key press, or the end of a drag. */
  onResize: (width: number) => void;
};

/** px a key press moves the edge: arrows a little, with Shift more. */
const STEP = 10;
const BIG_STEP = 50;

/**
 * The right edge of a header cell, as a focusable separator (the WAI-ARIA window-splitter
 * pattern): dragged with a pointer, or focused and moved with ← → (Shift for bigger steps), Home
 * and End, so resizing is not a mouse-only gesture.
 */
export function ResizeHandle({ label, width, onDrag, onResize }: ResizeHandleProps) {
  const ref = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; width: number; last: number } | null>(null);
  const [measured, setMeasured] = useState(width ?? 0);
  const current = width ?? measured;
  // A column without a width takes a share of the table: its width is what it was drawn at.
  useLayoutEffect(() => {
    if (width !== undefined) return;
    const drawn = Math.round(ref.current?.parentElement?.getBoundingClientRect().width ?? 0);
    if (drawn !== measured) setMeasured(drawn);
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? BIG_STEP : STEP;
    const by = {
      ArrowLeft: -step,
      ArrowRight: step,
      Home: -COLUMN_MAX_WIDTH,
      End: COLUMN_MAX_WIDTH,
    }[event.key];
    if (by === undefined) return;
    const next = current + by;
    event.preventDefault();
    event.stopPropagation();
    onResize(clampWidth(next));
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { x: event.clientX, width: current, last: current };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    drag.current.last = clampWidth(drag.current.width + event.clientX - drag.current.x);
    onDrag(drag.current.last);
  };
  const onPointerUp = () => {
    if (!drag.current) return;
    const { last, width: before } = drag.current;
    drag.current = null;
    if (last !== before) onResize(last);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a focusable separator is a widget; <hr> is not
    <div
      ref={ref}
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-valuenow={current}
      aria-valuemin={COLUMN_MIN_WIDTH}
      aria-valuemax={COLUMN_MAX_WIDTH}
      tabIndex={0}
      className={styles.resizeHandle}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onClick={(event) => event.stopPropagation()}
    />
  );
}
