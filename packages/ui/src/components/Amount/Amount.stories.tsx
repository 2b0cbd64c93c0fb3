import { type MoneyUnit, parseMoney } from '@bq/validators';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { AMOUNT_SIGNS, AMOUNT_WEIGHTS, Amount, type AmountProps } from './Amount';

// A Money holds a bigint, which Storybook cannot put in its args or URL: the story takes the
// decimal string and unit a consumer would read from a server, and parses them as it would.
type AmountArgs = Omit<AmountProps, 'value'> & { amount: string; unit: MoneyUnit };

const meta = {
  title: 'Display/Amount',
  argTypes: {
    unit: { control: 'inline-radio', options: ['USD', 'TOKEN'] },
    sign: { control: 'inline-radio', options: AMOUNT_SIGNS },
    weight: { control: 'inline-radio', options: AMOUNT_WEIGHTS },
  },
  args: { amount: '1234.50', unit: 'USD', sign: 'auto', weight: 'regular' },
  render: ({ amount, unit, ...props }) => <Amount value={parseMoney(amount, unit)} {...props} />,
} satisfies Meta<AmountArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$1,234.50')).toHaveAttribute(
      'data-state',
      'positive',
    );
  },
};

export const Negative: Story = {
  args: { amount: '-125.00' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('-$125.00')).toHaveAttribute(
      'data-state',
      'negative',
    );
  },
};

export const Tokens: Story = { args: { amount: '1500', unit: 'TOKEN' } };

// A ledger: figures of one width line the digits up in a right-aligned column, a refund reads
// by its minus as well as its colour, the total is bold.
const LEDGER: [string, string, MoneyUnit][] = [
  ['Course fee', '350.00', 'USD'],
  ['Refund', '-125.00', 'USD'],
  ['Commission', '1111111.11', 'USD'],
  ['Nothing due', '0', 'USD'],
  ['Credits granted', '20', 'TOKEN'],
  ['Credits spent', '-1', 'TOKEN'],
];

export const AllStates: Story = {
  render: () => (
    <Stack space="lg">
      {AMOUNT_SIGNS.map((sign) => (
        <Stack key={sign} space="xs" style={{ width: 320 }}>
          <Text tone="muted" size="sm">
            sign: {sign}
          </Text>
          {LEDGER.map(([label, amount, unit]) => (
            <div key={label} style={{ display: 'flex', justifyContent: 'space-between' }}>
              <Text>{label}</Text>
              <Amount value={parseMoney(amount, unit)} sign={sign} />
            </div>
          ))}
          <div style={{ display: 'flex', justifyContent: 'space-between' }}>
            <Text weight="bold">Total</Text>
            <Amount value={parseMoney('1111336.11')} sign={sign} weight="bold" />
          </div>
        </Stack>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('-$125.00')[0]).toHaveAttribute('data-state', 'negative');
    await expect(canvas.getByText('+20 tokens')).toBeInTheDocument();
    await expect(canvas.getAllByText('-1 token')).toHaveLength(2);
  },
};
