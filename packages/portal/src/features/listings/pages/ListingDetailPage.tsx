import type { ListingDetail, StandardStatus } from '@bq/contract';
import {
  Button,
  Card,
  ConfirmDialog,
  DataTable,
  EmptyState,
  FormField,
  Heading,
  Inline,
  Select,
  Skeleton,
  Stack,
  StatusTag,
  Switch,
  Text,
  TextField,
  toast,
} from '@bq/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '../../../shared/format';
import { RecordTabs } from '../../../shared/history/RecordTabs';
import { calls, useCallMutation } from '../../../shared/http/calls';
import { tableHeight } from '../../../shared/list/tableHeight';
import { idFromAddress } from '../../../shared/routes/idFromAddress';
import { downloadFlyer, useListing } from '../api/listings';
import { ListingSummary } from '../components/ListingSummary';
import { listingPaths, shareAddress } from '../components/listingPaths';
import { addressLine, STATUS_TEXT } from '../components/listingText';
import { ShareView, sharedOf } from '../components/ShareView';

/**
 * Route `/housing-manage/h-detail/:id?`: one listing as its agent sees it — the listing itself
 * (photos, price, rooms, description), the share page's preview, the share link (on or off, its address and its views), the flyer, the status moves the
 * server offers and every status the listing took, with who and when.
 */
export default function ListingDetailPage() {
  const id = idFromAddress(useParams().id);
  const listing = useListing(id);
  if (!id)
    return <EmptyState title="No listing chosen" description="Open a listing from the list." />;
  if (!listing.data) return listing.isError ? null : <Skeleton lines={12} />;
  return <Detail listing={listing.data} />;
}

function Detail({ listing }: { listing: ListingDetail }) {
  const [preview, setPreview] = useState(false);
  const [next, setNext] = useState<StandardStatus | ''>('');
  const [confirming, setConfirming] = useState(false);
  const move = useCallMutation(calls.listing.changeStatus);
  const share = useCallMutation(calls.listing.setShare);
  const status = STATUS_TEXT[listing.StandardStatus];
  const address = addressLine(listing);
  const link = listing.shareToken
    ? shareAddress(window.location.origin, listing.id, listing.shareToken)
    : null;

  return (
    <Stack space="lg">
      <Inline align="between" alignItems="center">
        <Inline space="md" alignItems="center">
          <Heading level={1}>{address}</Heading>
          <StatusTag tone={status.tone}>{status.en}</StatusTag>
        </Inline>
        <Inline space="sm">
          {listing.mayEdit && (
            <Button asChild>
              <Link to={listingPaths.edit({ type: 'edit', id: listing.id })}>Edit</Link>
            </Button>
          )}
          <Button variant="secondary" onClick={() => setPreview((v) => !v)}>
            {preview ? 'Close preview' : 'Preview share page'}
          </Button>
          <Button variant="secondary" onClick={() => downloadFlyer(listing.id)}>
            Download flyer (PDF)
          </Button>
        </Inline>
      </Inline>

      <RecordTabs kind="listing" id={String(listing.id)}>
        <Stack space="lg">
          <ListingSummary listing={listing} />

          <Card title="Share link" titleLevel={2}>
            <Stack space="sm">
              <Switch
                label="Anyone with the link can see this listing"
                checked={listing.shareEnabled}
                disabled={share.isPending}
                onCheckedChange={async (enabled) => {
                  await share.mutateAsync({ id: listing.id, enabled });
                  toast.success(enabled ? 'The share link is on' : 'The share link is off');
                }}
              />
              {link && listing.shareEnabled && (
                <Inline space="sm" alignItems="flex-end">
                  <FormField label="Share page address">
                    <TextField readOnly value={link} />
                  </FormField>
                  <Button
                    variant="ghost"
                    onClick={async () => {
                      await navigator.clipboard?.writeText(link).catch(() => undefined);
                      toast.success('Link copied');
                    }}
                  >
                    Copy link
                  </Button>
                  <Button asChild variant="ghost">
                    <a href={link} target="_blank" rel="noreferrer">
                      Open share page
                    </a>
                  </Button>
                </Inline>
              )}
              <Text tone="muted">{`Views: ${listing.shareViews} (one a visitor a day)`}</Text>
            </Stack>
          </Card>

          {preview && (
            <Card title="Share page preview" titleLevel={2}>
              <ShareView listing={sharedOf(listing)} />
            </Card>
          )}

          {listing.moves.length > 0 && (
            <Card title="Status" titleLevel={2}>
              <Inline space="sm" alignItems="flex-end">
                <Select
                  aria-label="New status"
                  placeholder="Choose a status"
                  value={next}
                  options={listing.moves.map((s) => ({ value: s, label: STATUS_TEXT[s].en }))}
                  onValueChange={(value) => setNext(value as StandardStatus)}
                />
                <Button disabled={!next} onClick={() => setConfirming(true)}>
                  Change status
                </Button>
              </Inline>
            </Card>
          )}

          <Card title="Status history" titleLevel={2}>
            <DataTable
              label="Status history"
              columns={[
                {
                  key: 'from',
                  header: 'From',
                  render: (row) => (row.from ? STATUS_TEXT[row.from].en : 'Created'),
                },
                { key: 'to', header: 'To', render: (row) => STATUS_TEXT[row.to].en },
                { key: 'by', header: 'By' },
                { key: 'at', header: 'When', render: (row) => formatDateTime(row.at) },
              ]}
              rows={listing.history.map((h, i) => ({ ...h, key: i }))}
              rowKey="key"
              height={tableHeight(listing.history.length, 40, 10)}
            />
          </Card>
        </Stack>
      </RecordTabs>
      {confirming && next && (
        <ConfirmDialog
          open
          title={`Move to ${STATUS_TEXT[next].en}?`}
          message="The move is kept in the listing's history with your name and the time."
          confirmText="Change status"
          cancelText="Cancel"
          onConfirm={async () => {
            await move.mutateAsync({ id: listing.id, status: next });
            toast.success(`The listing is ${STATUS_TEXT[next].en}`);
            setConfirming(false);
            setNext('');
          }}
          onCancel={() => setConfirming(false)}
        />
      )}
    </Stack>
  );
}
