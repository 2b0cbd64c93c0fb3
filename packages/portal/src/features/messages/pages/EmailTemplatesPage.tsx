import { useNavigate } from 'react-router';
import { TemplateList } from '../components/TemplateList';

/** Route `messagecenter/email/index`: the e-mail templates. */
export default function EmailTemplatesPage() {
  const navigate = useNavigate();
  return (
    <TemplateList
      channel="email"
      title="E-mail templates"
      other={{ to: '/messagecenter/message/form-mgt', label: 'In-app message templates' }}
      onOpen={(id) => navigate(`/messagecenter/email/updata?id=${id}`)}
    />
  );
}
