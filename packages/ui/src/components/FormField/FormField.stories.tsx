import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Stack } from '../Stack/Stack';
import { TextField } from '../TextField/TextField';
import { FormField } from './FormField';

const meta = {
  title: 'Forms/FormField',
  component: FormField,
  args: {
    label: 'Agent name',
    required: false,
    help: 'As written on the license',
    error: '',
    children: <TextField placeholder="First and last name" />,
  },
} satisfies Meta<typeof FormField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  render: () => (
    <Stack space="lg" style={{ maxWidth: 360 }}>
      <FormField label="Plain">
        <TextField />
      </FormField>
      <FormField label="Required" required>
        <TextField />
      </FormField>
      <FormField label="With help" help="Up to 50 characters">
        <TextField />
      </FormField>
      <FormField label="With error" required error="Illegal input">
        <TextField defaultValue="abc@" />
      </FormField>
      <FormField
        label="A very long label that wraps onto a second line because the column is narrow"
        help="A long help text that also wraps onto more than one line, so designers can check the spacing."
        error="A long error message that wraps: the value does not match the expected pattern."
      >
        <TextField />
      </FormField>
    </Stack>
  ),
};

function ReactHookFormExample() {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ name: string; email: string }>({ defaultValues: { name: '', email: '' } });
  return (
    <form onSubmit={handleSubmit(() => undefined)} noValidate style={{ maxWidth: 360 }}>
      <Stack space="lg">
        <FormField label="Agent name" required error={errors.name?.message}>
          <TextField {...register('name', { required: 'Agent name is required' })} />
        </FormField>
        <FormField label="E-mail" help="Work address" error={errors.email?.message}>
          <TextField
            type="email"
            {...register('email', { pattern: { value: /@/, message: 'Illegal input' } })}
          />
        </FormField>
        <Button type="submit" variant="primary">
          Save
        </Button>
      </Stack>
    </form>
  );
}

/** Submitting with the required field empty shows react-hook-form's error under it. */
export const WithReactHookForm: Story = {
  render: () => <ReactHookFormExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Agent name is required');
    await expect(canvas.getByRole('textbox', { name: 'Agent name' })).toBeInvalid();
  },
};
