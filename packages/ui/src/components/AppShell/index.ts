export {
  AppShell,
  type AppShellPageEntry,
  type AppShellProps,
  type AppShellState,
  appShellPageEntries,
  NARROW_SCREEN,
} from './AppShell';
