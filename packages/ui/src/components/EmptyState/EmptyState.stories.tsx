import type { Meta, StoryObj } from '@storybook/react-vite';
import { MailIcon, PlusIcon, SearchIcon } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { title: 'No data' },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const onCreate = fn();

export const WithAction: Story = {
  args: {
    title: 'No transactions yet',
    description: 'Cases you create or are assigned to appear here.',
    action: (
      <Button variant="primary" icon={<PlusIcon />} onClick={onCreate}>
        Create new
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create new' }));
    await expect(onCreate).toHaveBeenCalled();
  },
};

export const NoResults: Story = {
  args: {
    icon: <SearchIcon size={24} />,
    title: 'No matching records',
    description:
      'Nothing matches "2381 West Valley Boulevard, Alhambra, California 91803, unit 204B". Try fewer filters or check the address spelling.',
  },
};

export const InACard: Story = {
  render: () => (
    <Card title="Message notifications" style={{ maxWidth: 560 }}>
      <EmptyState
        icon={<MailIcon size={24} />}
        title="暂无消息"
        description="新的站内信会显示在这里。"
      />
    </Card>
  ),
};

export const WithoutIcon: Story = { args: { icon: null, title: 'No data' } };

const TEXTS = {
  1: { title: '暂无数据', description: '没有符合条件的记录。' },
  2: { title: 'No data', description: 'No records match the filters.' },
} as const;

/** Follows the toolbar's language (1 Chinese, 2 English), as the portal passes its texts. */
export const FollowsToolbarLanguage: Story = {
  parameters: { languageArg: 'language' },
  render: (args) => {
    const language = (args as { language?: 1 | 2 }).language;
    const texts = language ? TEXTS[language] : { title: 'No language received', description: '' };
    return <EmptyState title={texts.title} description={texts.description} />;
  },
  play: async ({ canvasElement, globals }) => {
    const expected = TEXTS[globals.language === '1' ? 1 : 2].title;
    await expect(within(canvasElement).getByText(expected)).toBeVisible();
  },
};
