import { Stack, Tabs, TabsList, TabsTrigger } from '@bq/ui';
import { useNavigate, useSearchParams } from 'react-router';
import { OutboxList } from '../components/OutboxList';
import { TemplateList } from '../components/TemplateList';

/** Route `messagecenter/email/index`: the e-mail templates, and (`?view=delivery`) every mail's delivery. */
export default function EmailTemplatesPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'delivery' ? 'delivery' : 'templates';
  return (
    <Stack space="lg">
      <Tabs
        value={view}
        onValueChange={(next) => setParams(next === 'delivery' ? { view: next } : {})}
      >
        <TabsList aria-label="E-mail">
          <TabsTrigger value="templates">Templates</TabsTrigger>
          <TabsTrigger value="delivery">Delivery</TabsTrigger>
        </TabsList>
      </Tabs>
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
    </Stack>
  );
}
