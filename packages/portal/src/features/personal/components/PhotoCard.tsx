import { PHOTO_LIMITS } from '@bq/contract/meta';
import { Card, FileUpload, Inline, Text } from '@bq/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { calls, invalidateAfter } from '../../../shared/http/calls';
import { uploadPhoto, usePhoto } from '../api/people';

const ACCEPT = Object.entries(PHOTO_LIMITS.types)
  .flatMap(([mime, endings]) => [mime, ...endings])
  .join(',');

/** The personal photo; an upload replaces it at once (a photo is not office-controlled). */
export function PhotoCard({
  agentId,
  uploaded,
  editable = false,
}: {
  agentId: number;
  uploaded: boolean;
  editable?: boolean;
}) {
  const queryClient = useQueryClient();
  // Only the photo is read again after an upload: re-reading the record would reset a form
  // the agent is typing in.
  const [sent, setSent] = useState(false);
  const photo = usePhoto(agentId, uploaded || sent);
  return (
    <Card title="Photo">
      <Inline space="lg" alignItems="center">
        {photo.data ? (
          <img
            src={photo.data}
            alt="The agent, as they appear on their card"
            width={96}
            height={96}
          />
        ) : (
          <Text tone="muted">No photo yet</Text>
        )}
        {editable && (
          <FileUpload
            accept={ACCEPT}
            maxSize={PHOTO_LIMITS.maxBytes}
            hint="PNG or JPEG, up to 5 MB"
            buttonText={uploaded ? 'Replace photo' : 'Upload photo'}
            onUpload={async (file, onProgress) => {
              await uploadPhoto(agentId, file, (p) => onProgress(Math.min(p, 99)));
              onProgress(100);
              setSent(true);
              await invalidateAfter(queryClient, calls.agentInfo.uploadPersonalPhoto);
            }}
          />
        )}
      </Inline>
    </Card>
  );
}
