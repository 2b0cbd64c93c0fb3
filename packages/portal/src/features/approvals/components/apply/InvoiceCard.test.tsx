import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { downloadInvoice, uploadInvoice } from '../../api/invoice';
import { InvoiceCard } from './InvoiceCard';

const uploaded = vi.fn<typeof uploadInvoice>();
const downloaded = vi.fn<typeof downloadInvoice>();
const calls = { upload: uploaded, download: downloaded };

const user = userEvent.setup({ applyAccept: false });
const pdf = new File(['%PDF-1.4'], 'bright-photo.pdf', { type: 'application/pdf' });
const card = () => screen.getByRole('group', { name: 'Invoice file' });

describe('the vendor payment invoice file', () => {
  beforeEach(() => {
    uploaded.mockReset();
    downloaded.mockReset();
  });

  it('saves the draft first, uploads the file to it and then names it', async () => {
    const order: string[] = [];
    const ensureSaved = vi.fn(async () => {
      order.push('save');
      return 41;
    });
    uploaded.mockImplementation(async (id, file) => {
      order.push(`upload ${id}`);
      return { fileName: file.name, mime: file.type, size: file.size };
    });
    const onUploaded = vi.fn(async () => {});
    render(
      <InvoiceCard
        applicationId={undefined}
        stored={null}
        editable
        ensureSaved={ensureSaved}
        onUploaded={onUploaded}
        calls={calls}
      />,
    );
    expect(within(card()).getByText('Required')).toBeInTheDocument();

    await user.upload(card().querySelector('input[type="file"]') as HTMLInputElement, pdf);

    expect(await within(card()).findByText('bright-photo.pdf')).toBeInTheDocument();
    expect(order).toEqual(['save', 'upload 41']);
    expect(onUploaded).toHaveBeenCalledOnce();
    expect(within(card()).queryByText('Required')).toBeNull();
    expect(screen.getByRole('button', { name: 'Replace invoice file' })).toBeInTheDocument();
  });

  it('a file the draft could not be saved for is not uploaded', async () => {
    const ensureSaved = vi.fn(async () => {
      throw new Error('Fill in the highlighted fields first: the draft is saved with the file');
    });
    render(
      <InvoiceCard
        applicationId={undefined}
        stored={null}
        editable
        ensureSaved={ensureSaved}
        onUploaded={vi.fn()}
        calls={calls}
      />,
    );
    await user.upload(card().querySelector('input[type="file"]') as HTMLInputElement, pdf);
    expect(await screen.findByText(/Fill in the highlighted fields first/)).toBeInTheDocument();
    expect(uploaded).not.toHaveBeenCalled();
  });

  it('a sent application shows its file with Download and no upload', async () => {
    render(
      <InvoiceCard
        applicationId={7}
        stored={{ fileName: 'inv-7.pdf', mime: 'application/pdf', size: 2048 }}
        editable={false}
        ensureSaved={vi.fn()}
        onUploaded={vi.fn()}
        calls={calls}
      />,
    );
    expect(within(card()).getByText('2 KB')).toBeInTheDocument();
    expect(card().querySelector('input[type="file"]')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Download inv-7.pdf' }));
    expect(downloaded).toHaveBeenCalledWith(7);
  });
});
