import { Card, Stack, Text } from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { callQuery, calls } from '../../../shared/http/calls';

/**
 * The sites staff use daily, as the office lists them (`/system/link`). They open in a new tab,
 * without handing this page to the site (noopener); the card is left out while there are none.
 */
export function LinksCard() {
  const links = useQuery(callQuery(calls.externalLink.visible, {}));
  const list = links.data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <Card title="Links">
      <Stack as="ul" space="sm" aria-label="External links">
        {list.map((link) => (
          <Stack as="li" key={link.id} space="none">
            <a href={link.url} target="_blank" rel="noopener noreferrer">
              {link.title}
            </a>
            {link.description && (
              <Text size="sm" tone="muted">
                {link.description}
              </Text>
            )}
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
