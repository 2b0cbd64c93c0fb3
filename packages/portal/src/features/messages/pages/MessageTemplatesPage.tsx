import { useNavigate, useSearchParams } from 'react-router';
import { TemplateEditor } from '../components/TemplateEditor';
import { TemplateList } from '../components/TemplateList';

/**
 * Route `messagecenter/message/form-mgt`: the in-app message templates, and with `?id=` one of
 * them in the editor (the spec gives in-app templates one route for both).
 */
export default function MessageTemplatesPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id'));
  if (Number.isInteger(id) && id > 0) return <TemplateEditor channel="station" id={id} />;
  return (
    <TemplateList
      channel="station"
      title="Message templates"
      other={{ to: '/messagecenter/email/index', label: 'E-mail templates' }}
      onOpen={(next) => navigate(`/messagecenter/message/form-mgt?id=${next}`)}
    />
  );
}
