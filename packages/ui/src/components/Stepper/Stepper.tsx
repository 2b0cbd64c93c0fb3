import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import * as styles from './Stepper.css';

export const STEP_STATES = ['done', 'current', 'rejected', 'pending', 'skipped'] as const;
export type StepState = (typeof STEP_STATES)[number];

export const STEPPER_ORIENTATIONS = ['vertical', 'horizontal'] as const;
export type StepperOrientation = (typeof STEPPER_ORIENTATIONS)[number];

export interface StepperStep {
  label: ReactNode;
  state: StepState;
  /** Who decided, when, with which comment: anything the step should tell. */
  description?: ReactNode;
}

export type StepperProps = Omit<ComponentPropsWithoutRef<'ol'>, 'children'> & {
  steps: readonly StepperStep[];
  orientation?: StepperOrientation;
  /** The word read out (and shown) for each state; replace for another language. */
  stateLabels?: Readonly<Record<StepState, string>>;
};

const STATE_LABELS: Record<StepState, string> = {
  done: 'Done',
  current: 'In progress',
  rejected: 'Rejected',
  pending: 'Waiting',
  skipped: 'Skipped',
};

const MARK: Record<StepState, string | null> = {
  done: '✓',
  rejected: '✕',
  current: null,
  pending: null,
  skipped: '–',
};

/**
 * The steps of a process in order (an approval chain, an onboarding). An ordered list: the
 * current step carries `aria-current="step"`, and each step says its state in words.
 */
export const Stepper = forwardRef<HTMLOListElement, StepperProps>(function Stepper(
  { steps, orientation = 'vertical', stateLabels = STATE_LABELS, className, ...props },
  ref,
) {
  return (
    <ol
      ref={ref}
      className={[styles.list, styles.orientation[orientation], className]
        .filter(Boolean)
        .join(' ')}
      data-orientation={orientation}
      {...props}
    >
      {steps.map((step, index) => (
        <li
          // Steps are a fixed sequence: the position is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          className={styles.step}
          data-state={step.state}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <span
            className={[styles.marker, styles.markerState[step.state]].join(' ')}
            aria-hidden="true"
          >
            {MARK[step.state] ?? index + 1}
          </span>
          <span className={styles.body}>
            <span className={styles.label}>{step.label}</span>
            <span className={styles.stateText}>{stateLabels[step.state]}</span>
            {step.description && <span className={styles.description}>{step.description}</span>}
          </span>
        </li>
      ))}
    </ol>
  );
});
Stepper.displayName = 'Stepper';
