import { Box, chakra, Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { MESSAGES, validateCommentLength, validateCommentText } from '@vineyard/domain';
import { useState, type FormEvent } from 'react';
import { LuPencil, LuTrash2 } from 'react-icons/lu';
import {
  useAdminDeleteFeatureCommentMutation,
  useAdminUpdateFeatureCommentMutation,
  useListFeatureCommentsQuery,
  type FeatureCommentDto,
} from '../../../../api';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { apiErrorMessage } from '../../../../lib/alerts/apiError';
import { toast } from '../../../../lib/toast';
import { formatDateTime } from '../../format';
import { LoadFailed, Loading } from '../../../../components/States';

const failed = (error: unknown, fallback: string) => toast.error(apiErrorMessage(error, fallback));

export function CommentModeration({ featureId }: { featureId: string }) {
  const query = useListFeatureCommentsQuery({ id: featureId });
  const [remove, removal] = useAdminDeleteFeatureCommentMutation();
  const [deleting, setDeleting] = useState<FeatureCommentDto | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const comments = query.currentData?.data.comments;

  async function confirmDelete() {
    if (!deleting) return;
    try {
      const result = await remove({ id: featureId, commentId: deleting.id }).unwrap();
      toast.success(result.message ?? MESSAGES.admin.commentDeleted);
      setDeleting(null);
    } catch (error) {
      failed(error, 'Could not delete the comment.');
    }
  }

  if (query.isError && !comments) {
    return (
      <LoadFailed error={query.error} fallback="Failed to load the comments." onRetry={() => void query.refetch()} />
    );
  }
  if (!comments) return <Loading label="Loading comments…" />;

  return (
    <Stack gap="2" borderTopWidth="1px" borderColor="border.muted" pt="3">
      {comments.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {MESSAGES.suggestion.noComments}
        </Text>
      ) : (
        <Stack as="ul" listStyle="none" gap="2" aria-label="Comments">
          {comments.map((comment) => (
            <Box as="li" key={comment.id} bg="bg.subtle" rounded="lg" px="3" py="2">
              <HStack justify="space-between" align="flex-start" gap="2" flexWrap="wrap">
                <Text fontSize="xs" color="fg.muted">
                  <Text as="span" fontWeight="semibold" color="fg">
                    {comment.author}
                  </Text>{' '}
                  · {formatDateTime(comment.date)}
                </Text>
                {editingId !== comment.id && (
                  <HStack gap="1">
                    <Button
                      size="2xs"
                      variant="ghost"
                      aria-label={`Edit comment by ${comment.author}`}
                      onClick={() => setEditingId(comment.id)}
                    >
                      <LuPencil aria-hidden /> Edit
                    </Button>
                    <Button
                      size="2xs"
                      variant="ghost"
                      colorPalette="red"
                      aria-label={`Delete comment by ${comment.author}`}
                      onClick={() => setDeleting(comment)}
                    >
                      <LuTrash2 aria-hidden /> Delete
                    </Button>
                  </HStack>
                )}
              </HStack>
              {editingId === comment.id ? (
                <EditCommentForm featureId={featureId} comment={comment} onDone={() => setEditingId(null)} />
              ) : (
                <Text fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere" mt="1">
                  {comment.text}
                </Text>
              )}
            </Box>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        title={deleting ? `Delete the comment by ${deleting.author}?` : null}
        description={deleting ? `“${deleting.text}” — this action cannot be undone.` : undefined}
        confirmLabel="Delete comment"
        loading={removal.isLoading}
        onConfirm={() => void confirmDelete()}
        onClose={() => !removal.isLoading && setDeleting(null)}
      />
    </Stack>
  );
}

function EditCommentForm({
  featureId,
  comment,
  onDone,
}: {
  featureId: string;
  comment: FeatureCommentDto;
  onDone: () => void;
}) {
  const [update, updating] = useAdminUpdateFeatureCommentMutation();
  const [text, setText] = useState(comment.text);
  const [touched, setTouched] = useState(false);
  const error = validateCommentText(text) ?? validateCommentLength(text);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (error) return;
    try {
      const result = await update({
        id: featureId,
        commentId: comment.id,
        adminUpdateCommentDto: { text: text.trim() },
      }).unwrap();
      toast.success(result.message ?? MESSAGES.admin.commentUpdated);
      onDone();
    } catch (failure) {
      failed(failure, 'Could not save the comment.');
    }
  }

  return (
    <chakra.form
      display="flex"
      flexDirection="column"
      gap="2"
      mt="2"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Edit comment"
    >
      <Field.Root invalid={touched && error !== null}>
        <Field.Label srOnly>Comment text</Field.Label>
        <Textarea value={text} rows={3} bg="bg.panel" onChange={(event) => setText(event.target.value)} />
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
      <HStack gap="2">
        <Button type="submit" size="xs" colorPalette="wine" loading={updating.isLoading}>
          Save comment
        </Button>
        <Button size="xs" variant="outline" onClick={onDone} disabled={updating.isLoading}>
          Cancel
        </Button>
      </HStack>
    </chakra.form>
  );
}
