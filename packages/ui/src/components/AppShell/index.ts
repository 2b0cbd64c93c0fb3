export { AppShell, type AppShellProps, type AppShellState } from './AppShell';
