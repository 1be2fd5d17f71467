import { Box, Button, chakra, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { DialogFooter } from '../../../components/DialogFooter';
import { findSimilarSuggestions, MESSAGES, parseTags, SUGGESTION_LIMITS, validateSuggestion } from '@vineyard/domain';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useCreateFeatureMutation, useListFeatureTagsQuery, useListFeaturesQuery, type FeatureDto } from '../../../api';
import { CheckboxField, TextareaField, TextField } from '../../../components/FormFields';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { useForm } from '../../../hooks/useForm';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/alerts/apiError';
import { toast } from '../../../lib/toast';

const s = MESSAGES.suggestion;
const L = SUGGESTION_LIMITS;

const EMPTY = { title: '', description: '', problemSolved: '', tags: '', searchedForSimilar: false };
type FormValues = typeof EMPTY;
const validate = (values: FormValues) => validateSuggestion({ ...values, tags: parseTags(values.tags) });

/** The tag being typed (after the last comma) and up to 5 known tags that start with or contain it. */
export function tagSuggestions(input: string, available: readonly string[]): string[] {
  const parts = input.split(',');
  const current = (parts[parts.length - 1] ?? '').trim().toLowerCase();
  if (current === '') return [];
  const chosen = new Set(parts.slice(0, -1).map((t) => t.trim().toLowerCase()));
  return available
    .filter((tag) => !chosen.has(tag) && tag !== current && tag.includes(current))
    .sort((a, b) => Number(!b.startsWith(current)) - Number(!a.startsWith(current)))
    .slice(0, L.tagSuggestions);
}

/** Replaces the tag being typed with `tag` and starts the next one. */
export function completeTag(input: string, tag: string): string {
  const parts = input.split(',').map((t) => t.trim());
  parts[parts.length - 1] = tag;
  return `${parts.filter(Boolean).join(', ')}, `;
}

export interface SuggestFeatureModalProps {
  open: boolean;
  onClose: () => void;
  /** Suggestions already on screen, also searched for similar titles. */
  known: readonly FeatureDto[];
  onChooseSimilar: (feature: FeatureDto) => void;
  onSubmitted: (feature: FeatureDto) => void;
}

/**
 * Suggest a Feature: opens cleared with focus on the title; shows up to 3 similar suggestions
 * once the title is over 3 characters; tag autocomplete; submit only after ticking that similar
 * requests were searched for (disabled until then and while submitting).
 */
export function SuggestFeatureModal({ open, onClose, known, onChooseSimilar, onSubmitted }: SuggestFeatureModalProps) {
  const form = useForm(EMPTY, validate);
  const values = form.values;
  const [tagFocus, setTagFocus] = useState(false);
  const [createFeature, creating] = useCreateFeatureMutation();

  // Every opening starts from a cleared form.
  const { reset } = form;
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);

  const title = values.title.trim();
  const searchTitle = useDebouncedValue(title, L.searchDebounceMs);
  const lookup = searchTitle.length > L.similarTitleMinLength;
  const searchResults = useListFeaturesQuery({ search: searchTitle, limit: 20 }, { skip: !open || !lookup });
  const topResults = useListFeaturesQuery({ sort: 'votes', limit: 50 }, { skip: !open });
  const tagsQuery = useListFeatureTagsQuery(undefined, { skip: !open });

  const similar = useMemo(() => {
    const pool = new Map<string, FeatureDto>();
    for (const f of [
      ...(searchResults.data?.data.features ?? []),
      ...known,
      ...(topResults.data?.data.features ?? []),
    ]) {
      pool.set(f.id, f);
    }
    return findSimilarSuggestions(title, [...pool.values()]);
  }, [title, searchResults.data, topResults.data, known]);

  const tagOptions = tagFocus ? tagSuggestions(values.tags, tagsQuery.data?.data.tags ?? []) : [];

  const field = (name: 'title' | 'description' | 'problemSolved' | 'tags') => ({
    name,
    size: 'md' as const,
    value: values[name],
    onChange: (value: string) => form.setValue(name, value),
    onBlur: () => form.touch(name),
    error: form.errorOf(name),
  });

  const send = form.handleSubmit(async (current) => {
    try {
      const result = await createFeature({
        createFeatureDto: {
          title: current.title.trim(),
          description: current.description.trim(),
          problemSolved: current.problemSolved.trim(),
          tags: parseTags(current.tags),
          searchedForSimilar: true,
        },
      }).unwrap();
      toast.success(s.submitted);
      onSubmitted(result.data.feature);
      onClose();
    } catch (err) {
      form.applyServerErrors(apiFieldErrors(err));
      toast.error(apiErrorMessage(err, s.submitFailedRetry));
    }
  });

  // Enter submits only once the similar-requests tick is set, and not twice.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!values.searchedForSimilar || creating.isLoading) {
      event.preventDefault();
      return;
    }
    send(event);
  };

  const titleInput = () => {
    const input = form.formRef.current?.elements.namedItem('title');
    return input instanceof HTMLElement ? input : null;
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      initialFocusEl={titleInput}
      placement="center"
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <chakra.form ref={form.formRef} onSubmit={submit} noValidate display="contents">
              <Dialog.Header>
                <Dialog.Title>Suggest a Feature</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <TextField
                    {...field('title')}
                    label="Title"
                    required
                    prose
                    maxLength={L.titleMax}
                    placeholder="A short name for your idea"
                  />

                  {similar.length > 0 && (
                    <Box bg="gold.50" borderWidth="1px" borderColor="gold.200" rounded="md" p="3" data-testid="similar">
                      <Text fontSize="sm" fontWeight="semibold" mb="1">
                        Similar suggestions already exist. Vote for one of them instead?
                      </Text>
                      <Stack as="ul" listStyle="none" gap="1">
                        {similar.map((feature) => (
                          <li key={feature.id}>
                            <Button
                              variant="plain"
                              size="sm"
                              color="wine.700"
                              textDecoration="underline"
                              px="0"
                              h="auto"
                              whiteSpace="normal"
                              textAlign="start"
                              onClick={() => {
                                onChooseSimilar(feature);
                                onClose();
                              }}
                            >
                              {feature.title} ({feature.votes} votes)
                            </Button>
                          </li>
                        ))}
                      </Stack>
                    </Box>
                  )}

                  <TextareaField
                    {...field('description')}
                    label="Description"
                    required
                    maxLength={L.descriptionMax}
                    rows={4}
                    placeholder="What should the game do?"
                    helper={`${values.description.length}/${L.descriptionMax}`}
                  />

                  <TextareaField
                    {...field('problemSolved')}
                    label="What problem does it solve?"
                    maxLength={L.problemSolvedMax}
                    rows={2}
                  />

                  <TextField
                    {...field('tags')}
                    label="Tags"
                    onFocus={() => setTagFocus(true)}
                    onBlur={() => {
                      form.touch('tags');
                      setTimeout(() => setTagFocus(false), 150);
                    }}
                    placeholder="e.g. vineyard, weather"
                    autoComplete="off"
                    listAutocomplete
                    helper={`Comma separated, at most ${L.maxTags}.`}
                    below={
                      tagOptions.length > 0 && (
                        <Stack
                          as="ul"
                          listStyle="none"
                          direction="row"
                          flexWrap="wrap"
                          gap="1"
                          aria-label="Matching tags"
                        >
                          {tagOptions.map((tag) => (
                            <li key={tag}>
                              <Button
                                size="xs"
                                variant="outline"
                                onMouseDown={(e) => e.preventDefault()}
                                onClick={() => form.setValue('tags', completeTag(values.tags, tag))}
                              >
                                {tag}
                              </Button>
                            </li>
                          ))}
                        </Stack>
                      )
                    }
                  />

                  <CheckboxField
                    name="searchedForSimilar"
                    checked={values.searchedForSimilar}
                    onChange={(checked) => form.setValue('searchedForSimilar', checked)}
                  >
                    I have searched for similar feature requests
                  </CheckboxField>
                </Stack>
              </Dialog.Body>
              <DialogFooter
                onCancel={onClose}
                disabled={!values.searchedForSimilar || creating.isLoading}
                loading={creating.isLoading}
              >
                Submit Suggestion
              </DialogFooter>
            </chakra.form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
