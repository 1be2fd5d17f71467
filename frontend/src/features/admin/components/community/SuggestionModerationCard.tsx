import { Badge, Box, Button, Field, Flex, Heading, HStack, NativeSelect, Stack, Text, Wrap } from '@chakra-ui/react';
import { formatNumber, SUGGESTION_STATUSES, type SuggestionStatus } from '@vineyard/domain';
import { useState } from 'react';
import { LuChevronDown, LuChevronUp, LuMessageSquare, LuPencil, LuTrash2 } from 'react-icons/lu';
import { useAdminUpdateFeatureMutation, type FeatureDto } from '../../../../api';
import { apiErrorMessage } from '../../../../lib/alerts/apiError';
import { toast } from '../../../../lib/toast';
import { STATUS_LABELS, statusPalette } from '../../../../lib/suggestionStatus';
import { formatDateTime } from '../../format';
import { CommentModeration } from './CommentModeration';
import { EditSuggestionForm } from './EditSuggestionForm';

const failed = (error: unknown, fallback: string) => toast.error(apiErrorMessage(error, fallback));

/** One suggestion for moderation: status, text (editable), tags, comments and deletion. */
export function SuggestionModerationCard({ feature, onDelete }: { feature: FeatureDto; onDelete: () => void }) {
  const [update, updating] = useAdminUpdateFeatureMutation();
  const [editing, setEditing] = useState(false);
  const [showComments, setShowComments] = useState(false);
  const headingId = `suggestion-${feature.id}`;
  const commentsId = `suggestion-comments-${feature.id}`;

  async function changeStatus(next: SuggestionStatus) {
    if (next === feature.status) return;
    try {
      await update({ id: feature.id, adminUpdateFeatureDto: { status: next } }).unwrap();
      toast.success(`Status changed to ${STATUS_LABELS[next]}`, feature.title);
    } catch (error) {
      failed(error, 'Could not change the status.');
    }
  }

  return (
    <Box
      as="li"
      aria-labelledby={headingId}
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.muted"
      rounded="xl"
      p={{ base: '4', md: '5' }}
    >
      <Stack gap="3">
        <Flex gap="3" direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ md: 'flex-start' }}>
          <Stack gap="1" minW="0" flex="1">
            <HStack gap="2" flexWrap="wrap">
              <Heading as="h2" id={headingId} size="sm" color="wine.800" overflowWrap="anywhere">
                {feature.title}
              </Heading>
              <Badge colorPalette={statusPalette(feature.status)} variant="subtle" data-testid="suggestion-status">
                {STATUS_LABELS[feature.status]}
              </Badge>
            </HStack>
            <Text fontSize="xs" color="fg.muted">
              {feature.author ?? 'Deleted account'} · {formatDateTime(feature.date)} · {formatNumber(feature.votes)}{' '}
              {Math.abs(feature.votes) === 1 ? 'vote' : 'votes'}
            </Text>
          </Stack>
          <Field.Root width={{ base: 'full', md: '48' }} flexShrink={0}>
            <NativeSelect.Root size="sm" disabled={updating.isLoading}>
              <NativeSelect.Field
                aria-label={`Status of ${feature.title}`}
                value={feature.status}
                bg="bg.panel"
                onChange={(event) => void changeStatus(event.target.value as SuggestionStatus)}
              >
                {SUGGESTION_STATUSES.map((value) => (
                  <option key={value} value={value}>
                    {STATUS_LABELS[value]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </Flex>

        {editing ? (
          <EditSuggestionForm feature={feature} onDone={() => setEditing(false)} />
        ) : (
          <Text fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">
            {feature.description}
          </Text>
        )}

        {feature.tags.length > 0 && (
          <Wrap gap="1.5" aria-label="Tags">
            {feature.tags.map((tag) => (
              <Badge key={tag} variant="outline" colorPalette="wine" rounded="full" px="2">
                {tag}
              </Badge>
            ))}
          </Wrap>
        )}

        <Wrap gap="2">
          <Button
            size="xs"
            variant="outline"
            aria-expanded={showComments}
            aria-controls={commentsId}
            onClick={() => setShowComments((open) => !open)}
          >
            <LuMessageSquare aria-hidden /> Comments ({formatNumber(feature.commentCount)})
            {showComments ? <LuChevronUp aria-hidden /> : <LuChevronDown aria-hidden />}
          </Button>
          {!editing && (
            <Button
              size="xs"
              variant="outline"
              colorPalette="wine"
              aria-label={`Edit: ${feature.title}`}
              onClick={() => setEditing(true)}
            >
              <LuPencil aria-hidden /> Edit
            </Button>
          )}
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            aria-label={`Delete: ${feature.title}`}
            onClick={onDelete}
          >
            <LuTrash2 aria-hidden /> Delete
          </Button>
        </Wrap>

        {showComments && (
          <Box id={commentsId}>
            <CommentModeration featureId={feature.id} />
          </Box>
        )}
      </Stack>
    </Box>
  );
}
