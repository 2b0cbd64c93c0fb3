import { Button, Inline, Select, Text } from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { callQuery, calls } from '../../../shared/http/calls';
import { downloadFlyer } from '../api/listings';
import { addressLine } from './listingText';

/**
 * The flyer a template prints, drawn by the server with one of the caller's listings (a template
 * has no data of its own): pick a listing, download the PDF.
 */
export function FlyerPreview({ templateId }: { templateId: number }) {
  const mine = useQuery(callQuery(calls.listing.list, { scope: 'mine', pageSize: 100 }));
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState(false);
  const listings = mine.data?.list ?? [];
  if (mine.data && listings.length === 0) {
    return <Text tone="muted">Add a listing to see this template's flyer with it.</Text>;
  }
  return (
    <Inline space="sm" alignItems="flex-end">
      <Select
        aria-label="Listing for the flyer"
        placeholder="Choose one of your listings"
        value={chosen}
        options={listings.map((l) => ({ value: String(l.id), label: addressLine(l) }))}
        onValueChange={setChosen}
      />
      <Button
        variant="secondary"
        disabled={!chosen}
        loading={busy}
        onClick={async () => {
          setBusy(true);
          await downloadFlyer(Number(chosen), templateId).finally(() => setBusy(false));
        }}
      >
        Download flyer (PDF)
      </Button>
    </Inline>
  );
}
