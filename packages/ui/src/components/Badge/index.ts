export {
  BADGE_TONES,
  Badge,
  type BadgeProps,
  type BadgeState,
  type BadgeTone,
  formatBadgeCount,
} from './Badge';
