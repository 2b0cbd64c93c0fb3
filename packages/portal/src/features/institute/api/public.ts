import { publicCalls, sendPublic } from '../../../shared/http/public';
import { saveBase64File } from '../../../shared/http/saveFile';

/** The course's .ics for a visitor (a public call, as the hall's). */
export async function downloadPublicIcs(id: number): Promise<void> {
  saveBase64File(await sendPublic(publicCalls.course.ics, { id }));
}
