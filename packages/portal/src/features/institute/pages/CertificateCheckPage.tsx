import { Button, Card, DescriptionList, FormField, Inline, Stack, Text, TextField } from '@bq/ui';
import { formatDate } from '@bq/validators';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { publicCalls, publicQuery } from '../../../shared/http/public';
import { paths } from '../../../shared/routes/paths';
import { HallFrame } from '../components/HallFrame';
import { HallTopBar } from '../components/HallTopBar';
import { useLanguage } from '../components/language';
import { pick, say } from '../components/texts';

/**
 * Route `/bq-institute-tourist/certificate/:code?` (ours, public): anyone holding a certificate
 * of completion checks its code here; the code is in the address, so the PDF can link to it.
 */
export default function CertificateCheckPage() {
  return (
    <HallFrame>
      <Check />
    </HallFrame>
  );
}

function Check() {
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const language = useLanguage();
  const [typed, setTyped] = useState(code);
  useEffect(() => setTyped(code), [code]);
  const result = useQuery({
    ...publicQuery(publicCalls.certificate.verify, { code }),
    enabled: code.trim() !== '',
  });
  const found = result.data;
  return (
    <Stack space="lg" padding="xl">
      <HallTopBar />
      <Card title={say(language, 'verifyTitle')} titleLevel={1} padding="lg">
        <Stack space="md">
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (typed.trim()) navigate(paths.certificateCheck({ code: typed.trim() }));
            }}
          >
            <Inline space="sm" alignItems="flex-end">
              <FormField label={say(language, 'code')}>
                <TextField value={typed} onChange={(event) => setTyped(event.target.value)} />
              </FormField>
              <Button type="submit" variant="primary">
                {say(language, 'check')}
              </Button>
            </Inline>
          </form>
          {found &&
            (found.valid ? (
              <Stack space="sm" role="status">
                <Text weight="bold" tone="success">
                  {say(language, 'valid')}
                </Text>
                <DescriptionList
                  items={[
                    { label: say(language, 'holder'), value: found.holder },
                    {
                      label: say(language, 'course'),
                      value: pick(language, found.courseTitleZh ?? '', found.courseTitleEn ?? ''),
                    },
                    { label: say(language, 'hours'), value: found.hours },
                    {
                      label: say(language, 'completed'),
                      value: found.completedAt ? formatDate(found.completedAt) : '',
                    },
                  ]}
                />
              </Stack>
            ) : (
              <Text role="status" weight="bold" tone="danger">
                {say(language, 'invalid')}
              </Text>
            ))}
        </Stack>
      </Card>
    </Stack>
  );
}
