import { hallMeta } from '@bq/contract/meta/public';
import { sendPublic } from '../../../shared/http/public';
import { type Base64File, saveBase64File } from '../../../shared/http/saveFile';

/** The course's .ics for a visitor (a public call, as the hall's). */
export async function downloadPublicIcs(id: number): Promise<void> {
  saveBase64File(await sendPublic<Base64File>(hallMeta.ics, { id }));
}
