import type { SharedListing } from '@bq/contract';
import { Button, Card, Inline, Stack, Text } from '@bq/ui';
import { addressLine } from './listingText';

/** A phone number as a `tel:` address: its digits, with the US country code. */
const telOf = (phone: string) => {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
};

/**
 * The listing agent under the office's name, with the contact the listing publishes and one
 * action to reach them: an e-mail that names the listing when an e-mail is published (the agent
 * knows which home, and the visitor can write when it suits them), else a call. No form and no
 * stored message: the visitor's own mail or phone sends it, so the office keeps no visitor data.
 */
export function AgentCard({ listing }: { listing: SharedListing }) {
  const phone = listing.ListAgentPreferredPhone;
  const email = listing.ListAgentEmail;
  const subject = `Showing request: ${addressLine(listing)}`;
  const action = email
    ? `mailto:${email}?subject=${encodeURIComponent(subject)}`
    : phone
      ? telOf(phone)
      : null;
  return (
    <Card title="Contact the agent">
      <Stack space="sm">
        <Text weight="medium">{listing.ListAgentFullName}</Text>
        <Text tone="muted">{listing.ListOfficeName}</Text>
        {phone && (
          <Text>
            <a href={telOf(phone)}>{phone}</a>
          </Text>
        )}
        {email && (
          <Text>
            <a href={`mailto:${email}`}>{email}</a>
          </Text>
        )}
        {action && (
          <Inline>
            <Button asChild variant="primary">
              <a href={action}>
                {email ? 'Ask for a showing by e-mail' : 'Call to ask for a showing'}
              </a>
            </Button>
          </Inline>
        )}
      </Stack>
    </Card>
  );
}
