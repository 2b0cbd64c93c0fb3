import { FIELD_LIMITS } from '@bq/contract/meta';
import {
  Button,
  Card,
  FormField,
  Heading,
  Inline,
  Skeleton,
  Stack,
  Textarea,
  TextField,
  toast,
} from '@bq/ui';
import { useState } from 'react';
import { calls, useCallMutation } from '../../../shared/http/calls';
import { useCourseProperties } from '../api/institute';

const L = FIELD_LIMITS.course;
const lines = (text: string) => [
  ...new Set(
    text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  ),
];

/**
 * Route `/system/course-properties`: the categories and tags courses choose from (one a line)
 * and how many tags one course may carry (0 = unlimited, spec §5).
 */
export default function CoursePropertiesPage() {
  const properties = useCourseProperties();
  if (!properties.data) return <Skeleton lines={6} />;
  return <Editor initial={properties.data} />;
}

function Editor({
  initial,
}: {
  initial: { categories: readonly string[]; tags: readonly string[]; maxTags: number };
}) {
  const [categories, setCategories] = useState(initial.categories.join('\n'));
  const [tags, setTags] = useState(initial.tags.join('\n'));
  const [maxTags, setMaxTags] = useState(String(initial.maxTags));
  const [error, setError] = useState<string>();
  const save = useCallMutation(calls.courseProperty.save, {
    onSuccess: () => toast.success('Course properties saved'),
  });
  return (
    <Stack space="lg">
      <Heading level={1}>Course properties</Heading>
      <Card>
        <form
          aria-label="Course properties"
          onSubmit={(event) => {
            event.preventDefault();
            const max = Number(maxTags);
            if (!/^\d+$/.test(maxTags.trim()) || max > L.tags.maxItems)
              return setError(`A whole number from 0 to ${L.tags.maxItems}`);
            save.mutate({ categories: lines(categories), tags: lines(tags), maxTags: max });
          }}
        >
          <Stack space="md">
            <FormField label="Categories" help="One a line">
              <Textarea
                rows={6}
                value={categories}
                onChange={(e) => setCategories(e.target.value)}
              />
            </FormField>
            <FormField label="Tags" help="One a line">
              <Textarea rows={8} value={tags} onChange={(e) => setTags(e.target.value)} />
            </FormField>
            <FormField label="Most tags on one course" help="0 = unlimited" error={error}>
              <TextField
                inputMode="numeric"
                value={maxTags}
                onChange={(e) => {
                  setMaxTags(e.target.value);
                  setError(undefined);
                }}
              />
            </FormField>
            <Inline>
              <Button type="submit" variant="primary" loading={save.isPending}>
                Save
              </Button>
            </Inline>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
