import { Text } from '@bq/ui';
import { useSearchParams } from 'react-router';
import { TemplateEditor } from '../components/TemplateEditor';

/** Route `messagecenter/email/updata?id=`: one e-mail template's editor. */
export default function EmailTemplateEditPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  if (!Number.isInteger(id) || id <= 0) {
    return <Text role="alert">Choose a template from the e-mail templates list.</Text>;
  }
  return <TemplateEditor channel="email" id={id} />;
}
