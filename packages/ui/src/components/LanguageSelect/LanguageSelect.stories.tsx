import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { LanguageSelect } from './LanguageSelect';

const meta = {
  title: 'Forms/LanguageSelect',
  component: LanguageSelect,
  args: { onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 200, minHeight: 160 }}>{Story()}</div>],
} satisfies Meta<typeof LanguageSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = {};

export const English: Story = { args: { defaultValue: 2 } };

export const Open: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Language' }));
    await expect(await screen.findByRole('option', { name: 'English' })).toBeVisible();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const ChooseEnglish: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Language' }));
    await userEvent.click(await screen.findByRole('option', { name: 'English' }));
    await expect(args.onValueChange).toHaveBeenCalledWith(2);
  },
};

export const Disabled: Story = { args: { disabled: true } };
