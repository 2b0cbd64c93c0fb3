import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileTextIcon, HouseIcon } from 'lucide-react';
import { expect, userEvent, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { Card } from '../Card/Card';
import { Header } from '../Header/Header';
import { Sidebar } from '../Sidebar/Sidebar';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { AppShell } from './AppShell';

const items = [
  { id: 'home', label: 'Home', icon: <HouseIcon />, href: '#/home' },
  {
    id: 'transaction',
    label: 'Transaction',
    icon: <FileTextIcon />,
    children: [
      { id: 'caselist', label: 'Case list', href: '#/transaction/caselist' },
      { id: 'history', label: 'Case history', href: '#/transaction/history' },
    ],
  },
];

const meta = {
  title: 'Layout/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    collapsed: false,
    busy: false,
    sidebar: <Sidebar items={items} activeId="caselist" />,
    header: (
      <Header
        logo={<Text weight="bold">BQ Portal</Text>}
        userName="Alex Agent"
        roles={[{ roleId: '1', roleName: 'Agent', dutyName: 'Sales', ifActive: true }]}
        showUnreadBadge
        unreadCount={5}
      />
    ),
    breadcrumb: (
      <Box background="surface" px="xl" py="sm">
        <Text size="sm" tone="muted">
          Transaction / Case list
        </Text>
      </Box>
    ),
    children: (
      <Stack space="lg">
        <Card title="Case list">
          <Text>The page scrolls here; header, breadcrumb and menu stay put.</Text>
        </Card>
      </Stack>
    ),
  },
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first page of a load shows at once: only a page reached by a navigation fades in. */
export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement).getByRole('main').firstElementChild as HTMLElement;
    await expect(page).toHaveAttribute('data-state', 'first');
    await expect(getComputedStyle(page).animationName).toBe('none');
  },
};

export const Collapsed: Story = {
  args: { collapsed: true, sidebar: <Sidebar items={items} activeId="caselist" collapsed /> },
};

export const Navigating: Story = { args: { busy: true } };

/**
 * The first Tab shows the skip link at the top left; Enter puts the focus in the page (the next
 * Tab lands on the page's first control), not through the menu and the header.
 */
export const SkipLink: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const skip = within(canvasElement).getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
  },
};
