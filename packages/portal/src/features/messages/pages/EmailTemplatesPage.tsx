import { FilterTabs, Stack } from '@bq/ui';
import { useNavigate, useSearchParams } from 'react-router';
import { OutboxList } from '../components/OutboxList';
import { TemplateList } from '../components/TemplateList';

const VIEWS = [
  { value: 'templates', label: 'Templates' },
  { value: 'delivery', label: 'Delivery' },
];

/** Route `messagecenter/email/index`: the e-mail templates, and (`?view=delivery`) every mail's delivery. */
export default function EmailTemplatesPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'delivery' ? 'delivery' : 'templates';
  return (
    <Stack space="lg">
      <FilterTabs
        label="E-mail"
        tabs={VIEWS}
        value={view}
        onValueChange={(next) => setParams(next === 'delivery' ? { view: next } : {})}
      >
        {view === 'delivery' ? (
          <OutboxList />
        ) : (
          <TemplateList
            channel="email"
            title="E-mail templates"
            other={{ to: '/messagecenter/message/form-mgt', label: 'In-app message templates' }}
            onOpen={(id) => navigate(`/messagecenter/email/updata?id=${id}`)}
          />
        )}
      </FilterTabs>
    </Stack>
  );
}
