import {
  Button,
  Card,
  EmptyState,
  FormField,
  Inline,
  Stack,
  Text,
  Textarea,
  TextField,
  toast,
} from '@bq/ui';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { api } from '../../../shared/http/client';

interface LetterValues {
  title: string;
  content: string;
}

const TITLE_MAX = 100;
const CONTENT_MAX = 2000;

/** Route `/home/sending-letter/:name?/:id?`: an in-app letter to a lecturer or a coach. */
export default function SendingLetterPage() {
  const navigate = useNavigate();
  const { name, id } = useParams();
  const receiverId = Number(id);
  const { register, handleSubmit, formState } = useForm<LetterValues>({
    defaultValues: { title: '', content: '' },
  });
  const send = useMutation({
    mutationFn: (values: LetterValues) =>
      api('messageStation', 'sendStationMessage', { receiverIds: [receiverId], ...values }),
  });

  if (!id || !Number.isInteger(receiverId) || receiverId <= 0) {
    return (
      <EmptyState
        title="No recipient chosen"
        description="Open a lecturer's or a coach's page and choose to write to them."
        action={<Button onClick={() => navigate(-1)}>Back</Button>}
      />
    );
  }

  const submit = handleSubmit((values) =>
    send.mutateAsync(values).then(() => {
      toast.success('Letter sent');
      navigate(-1);
    }),
  );

  return (
    <Card title="Send a letter" titleLevel={1}>
      <form onSubmit={submit} noValidate aria-label="Send a letter">
        <Stack space="lg">
          <Text>
            To: <Text weight="bold">{name ?? `#${receiverId}`}</Text>
          </Text>
          <FormField label="Subject" required error={formState.errors.title?.message}>
            <TextField
              maxLength={TITLE_MAX}
              {...register('title', { required: 'Please enter a subject.', maxLength: TITLE_MAX })}
            />
          </FormField>
          <FormField label="Message" required error={formState.errors.content?.message}>
            <Textarea
              rows={8}
              maxLength={CONTENT_MAX}
              {...register('content', {
                required: 'Please write a message.',
                maxLength: CONTENT_MAX,
              })}
            />
          </FormField>
          <Inline space="sm" align="end">
            <Button onClick={() => navigate(-1)}>Cancel</Button>
            <Button type="submit" variant="primary" loading={send.isPending}>
              Send
            </Button>
          </Inline>
        </Stack>
      </form>
    </Card>
  );
}
