import { Badge, Box, Button, HStack, IconButton, Stack, Text, Wrap } from '@chakra-ui/react';
import { canVote, formatDate, type VoteType } from '@vineyard/domain';
import { useState } from 'react';
import { LuChevronDown, LuChevronUp, LuFlame, LuMessageSquare } from 'react-icons/lu';
import type { FeatureDto } from '../../../api';
import { STATUS_LABELS, statusPalette } from '../../../lib/suggestionStatus';
import { CommentThread } from './CommentThread';
import { Sparkline } from './Sparkline';

export interface SuggestionCardProps {
  feature: FeatureDto;
  userVote: VoteType | null;
  /** Vote buttons are locked (for 1 s after a vote, or while it is sent). */
  locked: boolean;
  isAuthenticated: boolean;
  highlighted: boolean;
  onVote: (feature: FeatureDto, voteType: VoteType) => void;
}

/** One suggestion: votes, status, tags, vote history and a comment thread that toggles open. */
export function SuggestionCard({
  feature,
  userVote,
  locked,
  isAuthenticated,
  highlighted,
  onVote,
}: SuggestionCardProps) {
  const [commentsOpen, setCommentsOpen] = useState(false);
  const votingOpen = canVote(feature.status);
  const disabled = !votingOpen || locked;
  const threadId = `comments-${feature.id}`;
  const voteHint = votingOpen ? undefined : 'Voting is closed for implemented suggestions';

  return (
    <Box
      as="article"
      id={`suggestion-${feature.id}`}
      aria-labelledby={`suggestion-title-${feature.id}`}
      data-testid="suggestion-card"
      data-highlighted={highlighted ? '' : undefined}
      bg={highlighted ? 'gold.50' : 'bg.panel'}
      borderWidth="1px"
      borderColor={highlighted ? 'gold.400' : 'border.muted'}
      rounded="xl"
      p={{ base: '4', md: '5' }}
      // The 2 s highlight: a gold ring and tint that fade in and out (no opacity change, so
      // the text keeps its contrast).
      boxShadow={highlighted ? '0 0 0 4px var(--chakra-colors-gold-200)' : 'xs'}
      transition="box-shadow 0.4s ease, border-color 0.4s ease, background-color 0.4s ease"
      scrollMarginTop="24"
    >
      <HStack align="flex-start" gap={{ base: '3', md: '4' }}>
        <Stack align="center" gap="0" minW="12" aria-label="Votes" role="group">
          <IconButton
            size="sm"
            variant={userVote === 'up' ? 'solid' : 'ghost'}
            aria-label={`Vote up: ${feature.title}`}
            aria-pressed={userVote === 'up'}
            title={voteHint}
            disabled={disabled}
            onClick={() => onVote(feature, 'up')}
          >
            <LuChevronUp />
          </IconButton>
          <Text fontWeight="bold" fontSize="lg" color="wine.800" data-testid="vote-count" aria-live="polite">
            {feature.votes}
          </Text>
          <IconButton
            size="sm"
            variant={userVote === 'down' ? 'solid' : 'ghost'}
            aria-label={`Vote down: ${feature.title}`}
            aria-pressed={userVote === 'down'}
            title={voteHint}
            disabled={disabled}
            onClick={() => onVote(feature, 'down')}
          >
            <LuChevronDown />
          </IconButton>
        </Stack>

        <Stack gap="2" flex="1" minW="0">
          <HStack justify="space-between" align="flex-start" gap="3" flexWrap="wrap">
            <Text
              as="h3"
              id={`suggestion-title-${feature.id}`}
              fontWeight="semibold"
              fontSize="lg"
              color="fg"
              overflowWrap="anywhere"
            >
              {feature.title}
            </Text>
            <HStack gap="2">
              {feature.trending && (
                <Badge colorPalette="orange" variant="subtle">
                  <LuFlame aria-hidden /> Trending
                </Badge>
              )}
              <Badge colorPalette={statusPalette(feature.status)} variant="subtle" data-testid="suggestion-status">
                {STATUS_LABELS[feature.status]}
              </Badge>
            </HStack>
          </HStack>
          <Text color="fg.muted" fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">
            {feature.description}
          </Text>
          {feature.tags.length > 0 && (
            <Wrap gap="1.5" as="ul" listStyle="none" aria-label="Tags">
              {feature.tags.map((tag) => (
                <Badge as="li" key={tag} variant="outline" colorPalette="wine" rounded="full" px="2">
                  {tag}
                </Badge>
              ))}
            </Wrap>
          )}
          <HStack justify="space-between" gap="3" flexWrap="wrap" pt="1">
            <HStack gap="3" color="wine.600">
              <Sparkline history={feature.voteHistory} />
              <Text fontSize="xs" color="fg.muted">
                {feature.author ? `${feature.author} · ` : ''}
                {formatDate(feature.date)}
              </Text>
            </HStack>
            <Button
              size="xs"
              variant="ghost"
              aria-expanded={commentsOpen}
              aria-controls={threadId}
              onClick={() => setCommentsOpen((open) => !open)}
            >
              <LuMessageSquare aria-hidden />
              {commentsOpen ? 'Hide comments' : 'Comments'} ({feature.commentCount})
            </Button>
          </HStack>
          {commentsOpen && (
            <Box id={threadId}>
              <CommentThread featureId={feature.id} isAuthenticated={isAuthenticated} />
            </Box>
          )}
        </Stack>
      </HStack>
    </Box>
  );
}
