import { Card, Heading, Inline, Skeleton, Stack, Text } from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { callQuery, calls, type Res } from '../../../shared/http/calls';

type Overview = Res<typeof calls.systemOverview.get>;

/** What each configuration page is for, and what of it is counted in use. */
const PAGES: readonly {
  path: string;
  title: string;
  what: string;
  count?: (o: Overview) => string;
}[] = [
  {
    path: '/system/dictionary',
    title: 'Dictionary',
    what: 'The lists of choices forms offer',
    count: (o) => `${o.dictionaryEntries} entries in use`,
  },
  {
    path: '/system/filemgt',
    title: 'Transaction documents',
    what: 'Which documents each case type requires',
  },
  {
    path: '/system/listingaudit',
    title: 'Disclosure template',
    what: 'The disclosures each case type and party must give',
  },
  {
    path: '/system/server-config',
    title: 'Service config',
    what: 'Runtime settings: mail sender, limits, approval thresholds',
  },
  {
    path: '/system/associationmgt/index',
    title: 'Association of realtors',
    what: 'Boards and which agents belong to them',
    count: (o) => `${o.associations} boards, ${o.boardMembers} memberships`,
  },
  {
    path: '/system/agent-activity/index',
    title: 'Referral & Recruiting Management',
    what: 'Who recruited whom, and agents’ activities',
    count: (o) => `${o.recruitments} recruits recorded`,
  },
  {
    path: '/system/link',
    title: 'External links',
    what: 'Sites shown on every home page',
    count: (o) => `${o.links} links shown`,
  },
  {
    path: '/system/blacklist',
    title: 'Blacklist',
    what: 'Addresses, domains and networks refused',
    count: (o) => `${o.blacklistEntries} entries in force`,
  },
  {
    path: '/system/course-properties',
    title: 'Course properties',
    what: 'Course categories and tags',
  },
  {
    path: '/system/commodity-content-type',
    title: 'Product type',
    what: 'The marketplace’s product types',
  },
];

/**
 * Route `/system/index`: an overview of the office's configuration, one card a page with what it
 * holds. The menu shows only the pages the role may open; the cards link to all of them, and a
 * page the role lacks answers "No access" as any address would.
 */
export default function SystemIndexPage() {
  const overview = useQuery(callQuery(calls.systemOverview.get, {}));
  return (
    <Stack space="lg">
      <Heading level={1}>Systems configuration</Heading>
      <Text tone="muted">How the office runs: each setting is changed on its own page.</Text>
      {overview.isPending ? (
        <Skeleton lines={6} />
      ) : (
        <Inline space="md" wrap alignItems="stretch">
          {PAGES.map((page) => (
            <Stack key={page.path} flexGrow={1} style={{ flexBasis: 280 }}>
              <Card title={<Link to={page.path}>{page.title}</Link>}>
                <Stack space="xs">
                  <Text>{page.what}</Text>
                  {page.count && overview.data && (
                    <Text size="sm" tone="muted">
                      {page.count(overview.data)}
                    </Text>
                  )}
                </Stack>
              </Card>
            </Stack>
          ))}
        </Inline>
      )}
    </Stack>
  );
}
