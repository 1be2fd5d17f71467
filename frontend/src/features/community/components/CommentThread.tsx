import { Box, Button, chakra, Field, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { LoadFailed, Loading } from '../../../components/States';
import { formatDate, MESSAGES, SUGGESTION_LIMITS, validateCommentText } from '@vineyard/domain';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useAddFeatureCommentMutation, useListFeatureCommentsQuery } from '../../../api';
import { href } from '../../../config/paths';
import { apiErrorMessage } from '../../../lib/alerts/apiError';
import { toast } from '../../../lib/toast';

const s = MESSAGES.suggestion;

export interface CommentThreadProps {
  featureId: string;
  isAuthenticated: boolean;
}

/** The comments of one suggestion and, for signed-in players, a form that clears after posting. */
export function CommentThread({ featureId, isAuthenticated }: CommentThreadProps) {
  const location = useLocation();
  const comments = useListFeatureCommentsQuery({ id: featureId });
  const [addComment, adding] = useAddFeatureCommentMutation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateCommentText(text);
    setError(problem);
    if (problem) return;
    try {
      await addComment({ id: featureId, createCommentDto: { text: text.trim() } }).unwrap();
      setText('');
      // The count on the suggestion's card follows from the cache (api/featureCache.ts).
      toast.success(s.commentAdded);
    } catch (err) {
      toast.error(apiErrorMessage(err, s.commentFailed));
    }
  };

  const list = comments.data?.data.comments ?? [];
  return (
    <Stack gap="3" pt="3" borderTopWidth="1px" borderColor="border.muted">
      {comments.isLoading ? (
        <Loading label="Loading comments" inline size="xs" />
      ) : comments.isError ? (
        <LoadFailed error={comments.error} fallback={s.loadFailed} variant="inline" size="xs" />
      ) : list.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {s.noComments}
        </Text>
      ) : (
        <Stack as="ul" listStyle="none" gap="2" aria-label="Comments">
          {list.map((comment) => (
            <Box as="li" key={comment.id} bg="bg.subtle" rounded="md" px="3" py="2">
              <Text fontSize="xs" color="fg.muted">
                <Text as="span" fontWeight="semibold" color="fg">
                  {comment.author}
                </Text>{' '}
                · {formatDate(comment.date)}
              </Text>
              <Text fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">
                {comment.text}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
      {isAuthenticated ? (
        <chakra.form onSubmit={submit} display="flex" flexDirection="column" gap="2" noValidate>
          <Field.Root invalid={Boolean(error)}>
            <Field.Label fontSize="sm">Add a comment</Field.Label>
            <Textarea
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                if (error) setError(null);
              }}
              rows={2}
              maxLength={SUGGESTION_LIMITS.commentMax}
              placeholder="Share your thoughts…"
              bg="bg.panel"
            />
            {error && <Field.ErrorText>{error}</Field.ErrorText>}
          </Field.Root>
          <Button type="submit" size="sm" alignSelf="flex-end" loading={adding.isLoading}>
            Post Comment
          </Button>
        </chakra.form>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          <Link asChild color="wine.700" fontWeight="semibold">
            <RouterLink to={href.login(location.pathname)}>{s.signInToComment}</RouterLink>
          </Link>
        </Text>
      )}
    </Stack>
  );
}
