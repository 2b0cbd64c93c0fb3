import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileUpload } from './FileUpload';

const KB = 1024;

/** Reports 45% and then waits forever, so the screenshot always shows the same bar. */
const stuckAt45 = (_file: File, onProgress: (percent: number) => void) => {
  onProgress(45);
  return new Promise<void>(() => undefined);
};

const meta = {
  title: 'Forms/FileUpload',
  component: FileUpload,
  args: {
    onUpload: fn(stuckAt45),
    accept: '.pdf,image/*',
    maxSize: 10 * KB * KB,
    hint: 'PDF or image, up to 10 MB',
  },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
} satisfies Meta<typeof FileUpload>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const EachStatus: Story = {
  args: {
    defaultItems: [
      { id: '1', name: 'purchase-contract.pdf', size: 842 * KB, status: 'uploading', progress: 45 },
      { id: '2', name: 'license-front.jpg', size: 1.2 * KB * KB, status: 'done', progress: 100 },
      {
        id: '3',
        name: 'disclosure.pdf',
        size: 3 * KB * KB,
        status: 'error',
        progress: 60,
        error: 'Network Error',
      },
      {
        id: '4',
        name: 'a-very-long-file-name-that-does-not-fit-on-one-line-of-the-list-2026-final-v3.pdf',
        size: 12 * KB,
        status: 'done',
        progress: 100,
      },
    ],
  },
};

export const Uploading: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const file = new File(['%PDF'], 'offer.pdf', { type: 'application/pdf' });
    await userEvent.upload(
      canvasElement.querySelector('input[type="file"]') as HTMLInputElement,
      file,
    );
    await expect(args.onUpload).toHaveBeenCalledTimes(1);
    await expect(
      canvas.getByRole('progressbar', { name: 'offer.pdf upload progress' }),
    ).toHaveAttribute('aria-valuenow', '45');
  },
};

/** Files of another type or over the size limit are refused with a reason each. */
export const Rejected: Story = {
  args: { maxSize: KB },
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, [
      new File(['x'], 'agents.xlsx', { type: 'application/vnd.ms-excel' }),
      new File(['x'.repeat(4 * KB)], 'scan.pdf', { type: 'application/pdf' }),
    ]);
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('agents.xlsx: only .pdf,image/* files are allowed');
    await expect(alert).toHaveTextContent('scan.pdf is larger than 1 KB');
  },
};

export const Disabled: Story = { args: { disabled: true } };
