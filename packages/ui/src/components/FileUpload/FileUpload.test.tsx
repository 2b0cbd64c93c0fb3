import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileUpload } from './FileUpload';
import { formatBytes, matchesAccept } from './files';

function pdf(name = 'contract.pdf', size = 2048) {
  return new File(['x'.repeat(size)], name, { type: 'application/pdf' });
}

/** An upload the test finishes by hand. */
function deferredUpload() {
  const calls: {
    progress: (p: number) => void;
    resolve: () => void;
    reject: (e: Error) => void;
  }[] = [];
  const onUpload = vi.fn(
    (_file: File, progress: (p: number) => void) =>
      new Promise<void>((resolve, reject) => calls.push({ progress, resolve, reject })),
  );
  return { onUpload, calls };
}

const user = userEvent.setup({ applyAccept: false });

describe('FileUpload', () => {
  it('uploads a chosen file, showing progress and then done', async () => {
    const { onUpload, calls } = deferredUpload();
    render(<FileUpload onUpload={onUpload} />);
    await user.upload(screen.getByTestId('file-input'), pdf());
    expect(onUpload).toHaveBeenCalledWith(expect.any(File), expect.any(Function));
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent('contract.pdf');
    expect(item).toHaveTextContent('Uploading 0%');

    await act(async () => calls[0]?.progress(40));
    expect(
      within(item).getByRole('progressbar', { name: 'contract.pdf upload progress' }),
    ).toHaveAttribute('aria-valuenow', '40');
    await act(async () => calls[0]?.resolve());
    expect(item).toHaveTextContent('Uploaded');
    expect(item).toHaveAttribute('data-state', 'done');
  });

  it('shows a failed upload with its reason', async () => {
    const { onUpload, calls } = deferredUpload();
    render(<FileUpload onUpload={onUpload} />);
    await user.upload(screen.getByTestId('file-input'), pdf());
    await act(async () => calls[0]?.reject(new Error('Network Error')));
    expect(screen.getByRole('listitem')).toHaveTextContent('Upload failed: Network Error');
  });

  it('refuses files of another type and files that are too large, saying why', async () => {
    const { onUpload } = deferredUpload();
    render(<FileUpload onUpload={onUpload} accept=".pdf,image/*" maxSize={1024} />);
    const photo = new File(['x'], 'photo.png', { type: 'image/png' });
    const sheet = new File(['x'], 'list.xlsx', { type: 'application/vnd.ms-excel' });
    await user.upload(screen.getByTestId('file-input'), [photo, sheet, pdf('big.pdf', 4096)]);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('list.xlsx: only .pdf,image/* files are allowed');
    expect(alert).toHaveTextContent('big.pdf is larger than 1 KB');
    expect(onUpload).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('listitem').at(-1)).toHaveTextContent('photo.png');
  });

  it('takes files dropped on the zone', async () => {
    const { onUpload } = deferredUpload();
    render(<FileUpload onUpload={onUpload} />);
    const zone = screen.getByText('Drag files here, or');
    fireEvent.drop(zone, { dataTransfer: { files: [pdf('dropped.pdf')] } });
    expect(onUpload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('listitem')).toHaveTextContent('dropped.pdf');
  });

  it('removes a file from the list', async () => {
    const onItemsChange = vi.fn();
    render(
      <FileUpload
        onUpload={vi.fn()}
        onItemsChange={onItemsChange}
        defaultItems={[{ id: '1', name: 'old.pdf', size: 10, status: 'done', progress: 100 }]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Remove old.pdf' }));
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(onItemsChange).toHaveBeenLastCalledWith([]);
  });

  it('opens the file chooser from its button', async () => {
    render(<FileUpload onUpload={vi.fn()} />);
    const input = screen.getByTestId('file-input');
    const click = vi.spyOn(input, 'click');
    await user.click(screen.getByRole('button', { name: 'Choose files' }));
    expect(click).toHaveBeenCalled();
  });
});

describe('file helpers', () => {
  it('match accept entries by extension, wildcard and exact type', () => {
    expect(matchesAccept({ name: 'A.PDF', type: '' }, '.pdf')).toBe(true);
    expect(matchesAccept({ name: 'a.jpg', type: 'image/jpeg' }, 'image/*')).toBe(true);
    expect(matchesAccept({ name: 'a.csv', type: 'text/csv' }, 'text/plain')).toBe(false);
  });

  it('write sizes as people read them', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(10 * 1024 * 1024)).toBe('10 MB');
  });
});
