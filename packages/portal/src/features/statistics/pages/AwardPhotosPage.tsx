import { awardMeta, FIELD_LIMITS } from '@bq/contract/meta';
import {
  Card,
  FileUpload,
  FormField,
  Heading,
  ImageGallery,
  Skeleton,
  Stack,
  Text,
  TextField,
} from '@bq/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { callQuery, calls } from '../../../shared/http/calls';
import { invalidateAfter } from '../../../shared/http/stale';
import { uploadAwardPhoto } from '../api/statistics';
import { AwardCard } from '../components/AwardCard';

/**
 * Route `/statistical-awards/awards/photo?id=`: an award's ceremony photos,
 * opened large in the design system's ImagePreview (zoom, rotate, next). A manager adds photos
 * with a caption.
 */
export default function AwardPhotosPage() {
  const [search] = useSearchParams();
  const id = Number(search.get('id') ?? 0);
  const client = useQueryClient();
  const award = useQuery({ ...callQuery(calls.award.detail, { id }), enabled: id > 0 });
  const list = useQuery(callQuery(calls.award.list, {}));
  const [caption, setCaption] = useState('');
  if (id <= 0)
    return <Text tone="muted">Choose an award on the awards page to see its photos.</Text>;
  if (!award.data) return <Skeleton lines={8} />;
  const a = award.data;
  return (
    <Stack space="lg">
      <Heading level={1}>{a.name}: photos</Heading>
      <Card title="Ceremony photos">
        <Stack space="md">
          <ImageGallery
            label={`Ceremony photos of ${a.name}`}
            size="lg"
            images={a.photos.map((p, i) => ({
              src: p.url,
              alt: p.caption || `${a.name}: photo ${i + 1} of ${a.photos.length}`,
            }))}
            openLabel={(image) => `View ${image.alt}`}
            emptyText={<Text tone="muted">No photos yet.</Text>}
          />
          {a.photos.some((p) => p.caption) && (
            <Stack space="xs">
              {a.photos.map((p, i) =>
                p.caption ? (
                  <Text key={p.url} size="sm" tone="muted">
                    Photo {i + 1}: {p.caption}
                  </Text>
                ) : null,
              )}
            </Stack>
          )}
          {list.data?.canManage && (
            <Stack space="sm">
              <FormField label="Caption of the next photo" help="Optional; shown with the photo">
                <TextField
                  value={caption}
                  maxLength={FIELD_LIMITS.awards.caption.max}
                  onChange={(e) => setCaption(e.target.value)}
                />
              </FormField>
              <FileUpload
                key={a.photos.length}
                accept="image/png,image/jpeg"
                maxSize={awardMeta.uploadPhoto.file.maxBytes}
                buttonText="Add a photo"
                dropText="or drop a PNG or JPEG here"
                hint="PNG or JPEG"
                onUpload={async (file, onProgress) => {
                  await uploadAwardPhoto(a.id, caption, file, (p) => onProgress(Math.min(p, 99)));
                  onProgress(100);
                  setCaption('');
                  await invalidateAfter(client, calls.award.uploadPhoto);
                }}
              />
            </Stack>
          )}
        </Stack>
      </Card>
      <AwardCard award={a} photosLink={false} />
    </Stack>
  );
}
