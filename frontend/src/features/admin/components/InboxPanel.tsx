import { Badge, Box, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { LuInbox } from 'react-icons/lu';
import { useListContactMessagesQuery } from '../../../api';
import { formatDateTime } from '../format';
import { Empty, LoadFailed, Loading } from '../../../components/States';

/** Inbox: the contact form's messages, newest first (read-only; the API returns the latest 100). */
export function InboxPanel() {
  const query = useListContactMessagesQuery();
  const messages = query.currentData?.data.messages;

  if (query.isError && !messages) {
    return <LoadFailed error={query.error} fallback="Failed to load the inbox." onRetry={() => void query.refetch()} />;
  }
  if (!messages) return <Loading label="Loading messages…" />;
  if (messages.length === 0) return <Empty icon={<LuInbox />}>No contact messages yet.</Empty>;

  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted">
        The {messages.length === 1 ? 'only message' : `${messages.length} most recent messages`} sent through the
        contact page, newest first. Reply from your own mail client.
      </Text>
      <Stack as="ul" listStyle="none" gap="3" aria-label="Contact messages">
        {messages.map((message) => (
          <Box
            as="li"
            key={message.id}
            bg="bg.panel"
            borderWidth="1px"
            borderColor="border.muted"
            rounded="xl"
            p={{ base: '4', md: '5' }}
          >
            <Stack gap="2">
              <HStack justify="space-between" align="flex-start" gap="3" flexWrap="wrap">
                <Heading as="h2" size="sm" color="wine.800" overflowWrap="anywhere">
                  {message.subject}
                </Heading>
                <Badge variant="subtle" colorPalette="gray" flexShrink={0}>
                  {formatDateTime(message.createdAt)}
                </Badge>
              </HStack>
              <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                From {message.name} ·{' '}
                <Link href={`mailto:${message.email}`} color="wine.700">
                  {message.email}
                </Link>
              </Text>
              <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
                {message.message}
              </Text>
            </Stack>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
