import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchIcon } from 'lucide-react';
import { expect, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { LimitedTextField } from './LimitedTextField';
import { FIELD_SIZES, TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  argTypes: { size: { control: 'inline-radio', options: FIELD_SIZES } },
  args: { 'aria-label': 'Name', placeholder: 'Type here', size: 'md' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Name' });
    await userEvent.type(input, 'Ann Lee');
    await expect(input).toHaveValue('Ann Lee');
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack space="md">
      {FIELD_SIZES.map((size) => (
        <TextField
          key={size}
          size={size}
          aria-label={`Size ${size}`}
          placeholder={`Size ${size}`}
        />
      ))}
      <TextField aria-label="Filled" defaultValue="1234 Main Street" />
      <TextField aria-label="Search" prefix={<SearchIcon aria-hidden />} placeholder="Search" />
      <TextField aria-label="Amount" prefix="$" suffix="USD" defaultValue="1,250.00" />
      <TextField aria-label="Invalid" invalid defaultValue="abc@" />
      <TextField aria-label="Read only" readOnly defaultValue="Read only value" />
      <TextField aria-label="Disabled" disabled defaultValue="Disabled value" />
      <TextField
        aria-label="Long"
        defaultValue="A very long value that does not fit into the field and scrolls inside it instead of overflowing"
      />
    </Stack>
  ),
};

/**
 * `LimitedTextField`: the limit counts what a person sees as one character (here 5): é written
 * as e and an accent is one, as an emoji is (the pinned fonts draw none, so none is shown).
 */
export const LimitedInCharacters: Story = {
  render: () => <LimitedTextField aria-label="Title" maxLength={5} defaultValue={'e\u0301房地'} />,
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Title' });
    await userEvent.click(box);
    await userEvent.paste('café!');
    await expect(box).toHaveValue('e\u0301房地ca');
  },
};
