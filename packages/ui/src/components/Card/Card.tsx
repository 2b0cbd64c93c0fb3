import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useId } from 'react';
import { Heading, type HeadingLevel } from '../Heading/Heading';
import * as styles from './Card.css';

export const CARD_PADDINGS = ['none', 'sm', 'md', 'lg'] as const;
export type CardPadding = (typeof CARD_PADDINGS)[number];

export type CardProps = Omit<ComponentPropsWithoutRef<'section'>, 'title'> & {
  /** The heading; it also names the card for screen readers. */
  title?: ReactNode;
  /**
   * Outline level of the title. Default 2: a card's title sits right under the page's h1 (a level
   * skipped is a finding of Lighthouse and axe); 3 for a card inside a section or card titled h2.
   * The title looks the same at 2, 3 and 4; a card that is the page itself (1) looks like a page
   * title.
   */
  titleLevel?: HeadingLevel;
  /** Actions at the right of the header (buttons, links). */
  extra?: ReactNode;
  /** A bottom bar, e.g. Cancel / Save. */
  footer?: ReactNode;
  /** Space inside the header, body and footer. `none` lets a table touch the edges. */
  padding?: CardPadding;
};

/** A white panel that groups one piece of a page: header with title and actions, body, footer. */
export const Card = forwardRef<HTMLElement, CardProps>(function Card(
  { title, titleLevel = 2, extra, footer, padding = 'md', className, children, ...props },
  ref,
) {
  const titleId = useId();
  const hasHeader = title !== undefined || extra !== undefined;
  const sectionPadding = styles.padding[padding === 'none' ? 'md' : padding];
  return (
    <section
      ref={ref}
      aria-labelledby={title !== undefined ? titleId : undefined}
      className={[styles.card, className].filter(Boolean).join(' ')}
      data-padding={padding}
      {...props}
    >
      {hasHeader && (
        <div className={[styles.header, sectionPadding].join(' ')}>
          {title !== undefined && (
            <Heading
              id={titleId}
              level={titleLevel}
              size={titleLevel === 1 ? 1 : 3}
              className={styles.title}
            >
              {title}
            </Heading>
          )}
          {extra !== undefined && <div className={styles.extra}>{extra}</div>}
        </div>
      )}
      <div className={[styles.body, styles.padding[padding]].join(' ')}>{children}</div>
      {footer !== undefined && (
        <div className={[styles.footer, sectionPadding].join(' ')}>{footer}</div>
      )}
    </section>
  );
});
Card.displayName = 'Card';
