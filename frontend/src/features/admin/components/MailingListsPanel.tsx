import { Badge, Stack, Text } from '@chakra-ui/react';
import { useAdminListNewsletterQuery, useAdminListWaitlistQuery } from '../../../api';
import { DataCell, DataRow } from '../../../components/DataTable';
import { formatDateTime } from '../format';
import { ListSection, useListState } from './mailing/ListSection';

/** Waitlist and newsletter: two paginated, searchable lists with their counts and CSV exports. */
export function MailingListsPanel() {
  return (
    <Stack gap="10">
      <WaitlistSection />
      <NewsletterSection />
    </Stack>
  );
}

function WaitlistSection() {
  const state = useListState();
  const query = useAdminListWaitlistQuery(state.args);
  const data = query.currentData?.data;
  return (
    <ListSection
      kind="waitlist"
      state={state}
      query={query}
      pagination={data?.pagination}
      counts={
        data && [
          ['On the waitlist', data.counts.total],
          ['Want early access', data.counts.earlyAccess],
          ['Joined in the last 7 days', data.counts.lastSevenDays],
        ]
      }
      columns={['E-mail', 'Early access', 'Joined']}
      rows={data?.entries.map((entry) => (
        <DataRow key={entry.id} label={entry.email}>
          <DataCell label="E-mail">
            <Text fontSize="sm" overflowWrap="anywhere">
              {entry.email}
            </Text>
          </DataCell>
          <DataCell label="Early access">
            {entry.earlyAccess ? (
              <Badge colorPalette="green" variant="subtle">
                Yes
              </Badge>
            ) : (
              <Badge colorPalette="gray" variant="subtle">
                No
              </Badge>
            )}
          </DataCell>
          <DataCell label="Joined">
            <Text fontSize="sm" whiteSpace="nowrap">
              {formatDateTime(entry.createdAt)}
            </Text>
          </DataCell>
        </DataRow>
      ))}
    />
  );
}

function NewsletterSection() {
  const state = useListState();
  const query = useAdminListNewsletterQuery(state.args);
  const data = query.currentData?.data;
  return (
    <ListSection
      kind="newsletter"
      state={state}
      query={query}
      pagination={data?.pagination}
      counts={
        data && [
          ['Subscribers', data.counts.total],
          ['Subscribed in the last 7 days', data.counts.lastSevenDays],
        ]
      }
      columns={['E-mail', 'Subscribed']}
      rows={data?.entries.map((entry) => (
        <DataRow key={entry.id} label={entry.email}>
          <DataCell label="E-mail">
            <Text fontSize="sm" overflowWrap="anywhere">
              {entry.email}
            </Text>
          </DataCell>
          <DataCell label="Subscribed">
            <Text fontSize="sm" whiteSpace="nowrap">
              {formatDateTime(entry.createdAt)}
            </Text>
          </DataCell>
        </DataRow>
      ))}
    />
  );
}
