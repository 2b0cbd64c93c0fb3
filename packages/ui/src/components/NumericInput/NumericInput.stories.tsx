import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FormField } from '../FormField/FormField';
import { Stack } from '../Stack/Stack';
import { NUMERIC_TYPES, NumericInput } from './NumericInput';

const meta = {
  title: 'Forms/NumericInput',
  component: NumericInput,
  argTypes: { numericType: { control: 'select', options: NUMERIC_TYPES } },
  args: { 'aria-label': 'Amount', numericType: 1 },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof NumericInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Amount' });
    await userEvent.type(input, '-12.34x');
    await expect(input).toHaveValue('-12.34');
  },
};

const hints: Record<string, string> = {
  '1': 'Decimal, up to 2 places, may be negative',
  '2': 'Decimal with 2, 3 or 4 places (here 3)',
  '3': 'Integer 0 to 100',
  '4': 'Decimal up to 3 places, at most 100',
  '6': 'Decimal at most 100, 1 to 4 places (here 2)',
  default: 'Digits only',
};
const samples: Record<string, string> = {
  '1': '-1250.75',
  '2': '3.125',
  '3': '100',
  '4': '99.125',
  '6': '33.33',
  default: '00123',
};

/** Every numeric type of spec §5 with a typical value. */
export const EachType: Story = {
  render: () => (
    <Stack space="md">
      {NUMERIC_TYPES.map((type) => (
        <FormField key={type} label={`Type ${type}`} help={hints[String(type)]}>
          <NumericInput
            numericType={type}
            places={type === 2 ? 3 : type === 6 ? 2 : undefined}
            defaultValue={samples[String(type)]}
          />
        </FormField>
      ))}
    </Stack>
  ),
};

export const AffixesAndStates: Story = {
  render: () => (
    <Stack space="md">
      <NumericInput aria-label="Price" numericType={2} prefix="$" defaultValue="450000.00" />
      <NumericInput
        aria-label="Commission"
        numericType={6}
        places={2}
        suffix="%"
        defaultValue="2.5"
      />
      <NumericInput aria-label="Disabled" numericType={3} suffix="%" disabled defaultValue="60" />
      <NumericInput
        aria-label="Read only"
        numericType={2}
        prefix="$"
        readOnly
        defaultValue="12.00"
      />
    </Stack>
  ),
};

/** A too-short value is cleared on blur with the spec's warning. */
export const DigitLengthWarning: Story = {
  args: { numericType: 'default', length: 6, 'aria-label': 'DRE number' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'DRE number' }), '123');
    await userEvent.tab();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The input length is limited to 6 digits',
    );
  },
};

/**
 * A number the type cannot hold stays as typed, marked invalid, with the reason: '-5' in an
 * amount that cannot be negative does not silently become a claim of 5.
 */
export const RefusedNumber: Story = {
  args: { numericType: 2, prefix: '$', 'aria-label': 'Vendor payment' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Vendor payment' });
    await userEvent.type(input, '-5');
    await expect(input).toHaveValue('-5');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Must not be negative.');
  },
};

/** A digit past what the column holds is kept and refused with "Too large", not dropped. */
export const TooLarge: Story = {
  args: { numericType: 2, maxIntegerDigits: 12, 'aria-label': 'Purchase price' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Purchase price' }), '1234567890123');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Too large: at most 12 digits before the decimal point.',
    );
  },
};
