import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { QUANTITY_STEPPER_SIZES, QuantityStepper } from './QuantityStepper';

const meta = {
  title: 'Inputs/QuantityStepper',
  component: QuantityStepper,
  argTypes: { size: { control: 'inline-radio', options: QUANTITY_STEPPER_SIZES } },
  args: { label: 'Quantity of business cards', value: 2, min: 1, max: 10, onChange: () => {} },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <QuantityStepper {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof QuantityStepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Increase' }));
    await expect(canvas.getByRole('textbox', { name: 'Quantity of business cards' })).toHaveValue(
      '3',
    );
  },
};

export const AtTheLeast: Story = { args: { value: 1 } };

export const Disabled: Story = { args: { disabled: true } };

/** A typed quantity out of bounds is kept as typed and said under the field, never snapped. */
export const NotAQuantity: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Quantity of business cards' });
    await userEvent.type(field, '-3{Enter}', { initialSelectionStart: 0, initialSelectionEnd: 1 });
    await expect(field).toHaveValue('-3');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Enter a whole number from 1 to 10',
    );
  },
};
