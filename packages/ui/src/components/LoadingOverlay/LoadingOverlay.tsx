import { forwardRef, type HTMLAttributes, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './LoadingOverlay.css';

/** Spec §9 "Loading overlay close delay 400 ms". */
export const LOADING_OVERLAY_CLOSE_DELAY = 400;

export type LoadingOverlayState = 'open' | 'closing' | 'closed';

export type LoadingOverlayProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  /** Shown while true; after it turns false the overlay stays `closeDelay` ms more. */
  open: boolean;
  /** Spec §2 text, shown under the spinner and announced. */
  text?: string;
  /** Milliseconds the overlay lingers after release, so a fast reload does not flash the page. */
  closeDelay?: number;
  /** Where to render; the document body by default, above everything (zIndex.loading). */
  container?: Element | null;
};

/**
 * A full-screen, click-blocking overlay with a spinner and 'Loading', for waits the user must not
 * interrupt (the role switch). It closes 400 ms after `open` turns false.
 */
export const LoadingOverlay = forwardRef<HTMLDivElement, LoadingOverlayProps>(
  function LoadingOverlay(
    {
      open,
      text = 'Loading',
      closeDelay = LOADING_OVERLAY_CLOSE_DELAY,
      container,
      className,
      ...props
    },
    ref,
  ) {
    const [state, setState] = useState<LoadingOverlayState>(open ? 'open' : 'closed');

    useEffect(() => {
      if (open) {
        setState('open');
        return undefined;
      }
      setState((current) => (current === 'closed' ? 'closed' : 'closing'));
      const timer = setTimeout(() => setState('closed'), closeDelay);
      return () => clearTimeout(timer);
    }, [open, closeDelay]);

    if (state === 'closed' || typeof document === 'undefined') return null;
    return createPortal(
      <div
        ref={ref}
        role="status"
        aria-live="polite"
        aria-busy="true"
        data-state={state}
        className={[styles.overlay, className].filter(Boolean).join(' ')}
        {...props}
      >
        <div className={styles.panel}>
          <Spinner size="lg" label="" aria-hidden="true" />
          <span className={styles.text}>{text}</span>
        </div>
      </div>,
      container ?? document.body,
    );
  },
);
LoadingOverlay.displayName = 'LoadingOverlay';
