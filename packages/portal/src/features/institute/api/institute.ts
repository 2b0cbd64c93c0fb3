import { useQuery } from '@tanstack/react-query';
import { callQuery, calls } from '../../../shared/http/calls';
import { api, apiUpload } from '../../../shared/http/client';
import { saveBase64File } from '../../../shared/http/saveFile';

export function useCourseProperties() {
  return useQuery({ ...callQuery(calls.courseProperty.get, {}), staleTime: 60_000 });
}

export async function downloadIcs(id: number): Promise<void> {
  saveBase64File(await api('course', 'ics', { id }));
}

export async function downloadCertificate(registrationId: number): Promise<void> {
  saveBase64File(await api('certificate', 'pdf', { registrationId }));
}

export async function downloadRegistrations(courseId: number): Promise<void> {
  saveBase64File(await api('registration', 'export', { courseId }));
}

/** What the image upload takes (a course cover or a lecturer's photo), from the contract. */
export const IMAGE_MAX_BYTES = calls.course.uploadCover.file?.maxBytes ?? 0;

export function uploadCover(file: File, onPercent?: (percent: number) => void) {
  return apiUpload(
    'course',
    'uploadCover',
    { fileName: file.name, mime: file.type || 'application/octet-stream' },
    file,
    onPercent,
  );
}
