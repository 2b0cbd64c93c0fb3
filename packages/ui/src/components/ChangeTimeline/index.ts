export {
  ChangeTimeline,
  type ChangeTimelineEntry,
  type ChangeTimelineField,
  type ChangeTimelineProps,
} from './ChangeTimeline';
