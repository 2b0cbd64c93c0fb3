import type { CourseRecord } from '@bq/contract';
import { FIELD_LIMITS } from '@bq/contract/meta';
import { Card, ConfirmDialog, Heading, Skeleton, Stack, toast } from '@bq/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate, useParams } from 'react-router';
import { SaveOrCancel } from '../../../shared/forms/SaveOrCancel';
import { useEditor } from '../../../shared/forms/useEditor';
import { RecordTabs } from '../../../shared/history/RecordTabs';
import { callKey, callQuery, calls, useCallMutation } from '../../../shared/http/calls';
import { idFromAddress } from '../../../shared/routes/idFromAddress';
import { paths } from '../../../shared/routes/paths';
import { uploadCover, useCourseProperties } from '../api/institute';
import { CourseForm } from '../components/CourseForm';
import { detailParams } from '../components/courseLinks';
import {
  type CourseFormValues,
  checkCourse,
  courseFormOf,
  courseRequestOf,
  emptyCourseForm,
} from '../components/courseMapping';

import { EditorForm } from '../components/EditorForm';
import { useEditorWords } from '../components/editorTexts';
import { useLanguage } from '../components/language';

const L = FIELD_LIMITS.course;
const TEXT_LIMITS = {
  titleZh: L.title,
  titleEn: L.title,
  descriptionZh: L.description,
  descriptionEn: L.description,
};

/**
 * The course editor of college management (`course-list/edit/:id?/…`, any course, picks the
 * lecturers) and of the lecturer center (`courses-management/edit/:id?/…`, their own courses).
 * No id: a new course, saved as a draft that college management publishes.
 */
export default function CourseEditPage() {
  const id = idFromAddress(useParams().id);
  const college = useLocation().pathname.startsWith('/college-manage/');
  const course = useQuery({ ...callQuery(calls.course.get, { id: id ?? 0 }), enabled: !!id });
  if (id && !course.data) return course.isError ? null : <Skeleton lines={8} />;
  return <Editor key={id ?? 'new'} course={course.data ?? null} college={college} />;
}

function Editor({ course, college }: { course: CourseRecord | null; college: boolean }) {
  const navigate = useNavigate();
  const say = useEditorWords();
  const language = useLanguage();
  const client = useQueryClient();
  const properties = useCourseProperties();
  const lecturers = useQuery({
    ...callQuery(calls.lecturer.list, { keyword: '' }),
    enabled: college,
  });
  const form = useForm<CourseFormValues>({
    defaultValues: course ? courseFormOf(course) : emptyCourseForm(),
  });
  const save = useCallMutation(calls.course.save);
  const version = course?.version;
  const editor = useEditor({
    form,
    reload: async () => {
      if (!course) return;
      await client.invalidateQueries({ queryKey: callKey(calls.course.get) });
    },
  });
  // After a reload the page shows the course as it is now.
  useEffect(() => {
    if (course) form.reset(courseFormOf(course));
  }, [course, form]);

  const submit = form.handleSubmit((values) => {
    const problems = checkCourse(values, say);
    // The save replaces the course's lecturers: college management names at least one.
    if (college && values.lecturerIds.length === 0) problems.lecturerIds = say('needLecturer');
    const names = Object.keys(problems);
    if (names.length > 0) {
      for (const name of names)
        form.setError(name as keyof CourseFormValues, { message: problems[name] });
      return;
    }
    return editor.run('save', async () => {
      const request = courseRequestOf(values);
      // A lecturer sends back the lecturers the course had (the server keeps them on it).
      const saved = await save.mutateAsync(
        course ? { ...request, id: course.id, version } : request,
      );
      form.reset(values);
      toast.success(say(course ? 'saved' : 'created'));
      const params = detailParams({ id: saved.id, online: request.online, lecturers: [] });
      navigate(college ? paths.collegeCourseDetail(params) : paths.lecturerCourseDetail(params));
    });
  });

  // A saved course's editor has its History tab beside it (docs/change-log.md).
  const card = (
    <Card>
      {properties.data ? (
        <EditorForm form={form} limits={TEXT_LIMITS}>
          <form onSubmit={submit} noValidate aria-label={say('course')}>
            <Stack space="lg">
              <CourseForm
                properties={properties.data}
                lecturers={
                  college
                    ? (lecturers.data?.list ?? []).map((l) => ({
                        value: String(l.id),
                        label: l.name,
                      }))
                    : undefined
                }
                onUploadCover={async (file) => (await uploadCover(file)).url}
              />
              <SaveOrCancel
                busy={editor.busy === 'save'}
                saveText={say(course ? 'save' : 'create')}
                cancelText={say('cancel')}
                onCancel={() => navigate(-1)}
              />
            </Stack>
          </form>
        </EditorForm>
      ) : (
        <Skeleton lines={8} />
      )}
    </Card>
  );

  return (
    <Stack space="lg">
      <Heading level={1}>{say(course ? 'editCourse' : 'newCourse')}</Heading>
      {course ? (
        <RecordTabs kind="course" id={String(course.id)} language={language}>
          {card}
        </RecordTabs>
      ) : (
        card
      )}
      <ConfirmDialog
        open={editor.conflict.open}
        title={say('changedMeanwhile')}
        message={editor.conflict.message}
        confirmText={say('reload')}
        cancelText={say('keepChanges')}
        onConfirm={editor.conflict.reload}
        onCancel={editor.conflict.dismiss}
      />
    </Stack>
  );
}
