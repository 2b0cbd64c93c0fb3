import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Text } from '../Text/Text';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';

const ORDER_TYPES = [
  { value: 'course', label: 'Course orders', count: 12 },
  { value: 'product', label: 'Product orders', count: 0 },
  { value: 'refund', label: 'Refunds', count: 100 },
] as const;

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: { defaultValue: 'course', onValueChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Order type">
        {ORDER_TYPES.map((type) => (
          <TabsTrigger key={type.value} value={type.value} count={type.count}>
            {type.label}
          </TabsTrigger>
        ))}
        <TabsTrigger value="archived" disabled>
          Archived
        </TabsTrigger>
      </TabsList>
      {ORDER_TYPES.map((type) => (
        <TabsContent key={type.value} value={type.value}>
          <Text>
            {type.count} {type.label.toLowerCase()} in the list.
          </Text>
        </TabsContent>
      ))}
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Course orders (12)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('12 course orders');
  },
};

export const ChooseWithMouse: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: /Refunds/ }));
    await expect(args.onValueChange).toHaveBeenCalledWith('refund');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('100 refunds');
  },
};

export const KeyboardArrows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: /Course orders/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: /Product orders/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // The disabled tab is skipped and the arrows wrap around.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: /Course orders/ })).toHaveFocus();
  },
};

/** The portal owns the value, e.g. the refund list opened on the tab a detail page returns to. */
export const Controlled: Story = {
  render: function Controlled(args) {
    const [value, setValue] = useState('refund');
    return (
      <>
        {meta.render({
          ...args,
          defaultValue: undefined,
          value,
          onValueChange: (next) => {
            setValue(next);
            args.onValueChange?.(next);
          },
        })}
        <Text tone="muted">Selected: {value}</Text>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: /Refunds/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: /Product orders/ }));
    await expect(canvas.getByText('Selected: product')).toBeVisible();
  },
};

export const ManyTabs: Story = {
  render: () => (
    <Tabs defaultValue="t0" style={{ maxWidth: 640 }}>
      <TabsList aria-label="Systems configuration">
        {[
          'Dictionary',
          'Transaction documents',
          'Disclosure template',
          'Service config',
          'Association of realtors',
          'Referral & Recruiting Management',
          'External links management',
        ].map((label, index) => (
          <TabsTrigger key={label} value={`t${index}`}>
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="t0">
        <Text>The tab row scrolls sideways when it is wider than its space.</Text>
      </TabsContent>
    </Tabs>
  ),
};
