import { FIELD_LIMITS, fieldMessages } from '@bq/contract/meta';
import {
  Button,
  Card,
  EmptyState,
  FormField,
  Inline,
  LimitedTextField,
  Stack,
  Text,
  Textarea,
  toast,
} from '@bq/ui';
import { characterCount } from '@bq/validators';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { calls, useCallMutation } from '../../../shared/http/calls';

interface LetterValues {
  title: string;
  content: string;
}

const TITLE_MAX = FIELD_LIMITS.letter.title.max;
const CONTENT_MAX = FIELD_LIMITS.letter.content.max;

/** The contract's limit in characters as a person counts them; `maxLength` counts code units. */
const atMost = (max: number) => (value: string) =>
  characterCount(value) <= max || `The text is ${fieldMessages.tooLong(max)}.`;

/** Route `/home/sending-letter/:name?/:id?`: an in-app letter to a lecturer or a coach. */
export default function SendingLetterPage() {
  const navigate = useNavigate();
  const { name, id } = useParams();
  const receiverId = Number(id);
  const { register, handleSubmit, formState } = useForm<LetterValues>({
    defaultValues: { title: '', content: '' },
  });
  const send = useCallMutation(calls.messageStation.sendStationMessage);

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
    send.mutateAsync({ receiverIds: [receiverId], ...values }).then(() => {
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
            <LimitedTextField
              maxLength={TITLE_MAX}
              {...register('title', {
                required: 'Please enter a subject.',
                validate: atMost(TITLE_MAX),
              })}
            />
          </FormField>
          <FormField label="Message" required error={formState.errors.content?.message}>
            <Textarea
              rows={8}
              maxLength={CONTENT_MAX}
              {...register('content', {
                required: 'Please write a message.',
                validate: atMost(CONTENT_MAX),
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
