import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BreadcrumbBar } from './BreadcrumbBar';

const meta = {
  title: 'Layout/BreadcrumbBar',
  component: BreadcrumbBar,
  parameters: { layout: 'fullscreen' },
  argTypes: { language: { control: 'inline-radio', options: [undefined, 1, 2] } },
  args: {
    items: [
      { label: 'Transaction', href: '#/transaction' },
      { label: 'Case list', href: '#/transaction/caselist' },
      { label: 'Purchase' },
    ],
    collapsed: false,
    onToggleSidebar: fn(),
    onNavigate: fn((_item, event) => event.preventDefault()),
    onLanguageChange: fn(),
  },
} satisfies Meta<typeof BreadcrumbBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SidebarCollapsed: Story = { args: { collapsed: true } };

export const WithExtraText: Story = { args: { extra: 'Case No. 2026-000123' } };

export const CoursePageChinese: Story = {
  args: {
    items: [{ label: 'Institute', href: '#/bq-institute' }, { label: 'Course hall' }],
    language: 1,
  },
};

export const CoursePageEnglish: Story = {
  args: { ...CoursePageChinese.args, language: 2 },
};

/** The toolbar's Language (1 Chinese, 2 English) picks the pressed button. */
export const LanguageFromToolbar: Story = {
  args: { items: CoursePageChinese.args?.items ?? [] },
  parameters: { languageArg: 'language' },
};

export const SwitchLanguage: Story = {
  args: CoursePageChinese.args,
  render: (args) => {
    const [language, setLanguage] = useState(args.language);
    return (
      <BreadcrumbBar
        {...args}
        language={language}
        onLanguageChange={(next) => {
          setLanguage(next);
          args.onLanguageChange?.(next);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const english = within(canvasElement).getByRole('button', { name: 'English' });
    await userEvent.click(english);
    await expect(args.onLanguageChange).toHaveBeenCalledWith(2);
    await expect(english).toHaveAttribute('aria-pressed', 'true');
    // The screenshot shows the chosen language, not the focus ring the click left behind.
    english.blur();
  },
};

export const ToggleSidebar: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Collapse sidebar' }));
    await expect(args.onToggleSidebar).toHaveBeenCalledWith(true);
  },
};

export const LongTrail: Story = {
  args: {
    items: [
      { label: 'College management', href: '#/college-manage' },
      { label: 'Course orders', href: '#/college-manage/course-order' },
      { label: 'Order detail', href: '#/college-manage/course-order/detail' },
      { label: 'Lecturer detail', href: '#/college-manage/course-order/lecturers-detail' },
      { label: 'Sending a letter to the lecturer about the refund of the course order' },
    ],
    language: 2,
  },
};
