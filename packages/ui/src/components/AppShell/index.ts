export { AppShell, type AppShellProps, type AppShellState, NARROW_SCREEN } from './AppShell';
