import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';

function OrderTabs(props: { value?: string; onValueChange?: (value: string) => void }) {
  return (
    <Tabs defaultValue={props.value === undefined ? 'course' : undefined} {...props}>
      <TabsList aria-label="Order type">
        <TabsTrigger value="course" count={12}>
          Course orders
        </TabsTrigger>
        <TabsTrigger value="product">Product orders</TabsTrigger>
        <TabsTrigger value="archived" disabled>
          Archived
        </TabsTrigger>
      </TabsList>
      <TabsContent value="course">Course list</TabsContent>
      <TabsContent value="product">Product list</TabsContent>
      <TabsContent value="archived">Archive</TabsContent>
    </Tabs>
  );
}

function Controlled() {
  const [value, setValue] = useState('product');
  return (
    <>
      <OrderTabs value={value} onValueChange={setValue} />
      <button type="button" onClick={() => setValue('course')}>
        Reset
      </button>
    </>
  );
}

describe('Tabs', () => {
  it('shows the chosen tab and its count', () => {
    render(<OrderTabs />);
    expect(screen.getByRole('tab', { name: 'Course orders (12)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Course list');
  });

  it('switches on click and reports the new value', async () => {
    const onValueChange = vi.fn();
    render(<OrderTabs onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Product orders' }));
    expect(onValueChange).toHaveBeenCalledWith('product');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Product list');
  });

  it('moves with the arrow keys, skipping a disabled tab', async () => {
    render(<OrderTabs />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: /Course orders/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Product orders' })).toHaveAttribute(
      'data-state',
      'active',
    );
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /Course orders/ })).toHaveFocus();
  });

  it('follows the value it is given when controlled', async () => {
    render(<Controlled />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Product list');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Course list');
  });
});
