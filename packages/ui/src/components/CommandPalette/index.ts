export {
  COMMAND_PALETTE_STATES,
  CommandPalette,
  type CommandPaletteGroup,
  type CommandPaletteItem,
  type CommandPaletteLabels,
  type CommandPaletteProps,
  type CommandPaletteState,
} from './CommandPalette';
export { CommandPaletteTrigger, type CommandPaletteTriggerProps } from './CommandPaletteTrigger';
