import {
  Box,
  Button,
  Checkbox,
  chakra,
  CloseButton,
  Dialog,
  Field,
  Input,
  Portal,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { DialogFooter } from '../../../components/DialogFooter';
import {
  findSimilarSuggestions,
  hasErrors,
  MESSAGES,
  parseTags,
  SUGGESTION_LIMITS,
  validateSuggestion,
  type SuggestionErrors,
  type SuggestionField,
} from '@vineyard/domain';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useCreateFeatureMutation, useListFeatureTagsQuery, useListFeaturesQuery, type FeatureDto } from '../../../api';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/alerts/apiError';
import { toast } from '../../../lib/toast';

const s = MESSAGES.suggestion;
const L = SUGGESTION_LIMITS;

interface FormValues {
  title: string;
  description: string;
  problemSolved: string;
  tags: string;
}
const EMPTY: FormValues = { title: '', description: '', problemSolved: '', tags: '' };

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
  const [values, setValues] = useState<FormValues>(EMPTY);
  const [errors, setErrors] = useState<SuggestionErrors>({});
  const [searched, setSearched] = useState(false);
  const [tagFocus, setTagFocus] = useState(false);
  const titleRef = useRef<HTMLInputElement>(null);
  const [createFeature, creating] = useCreateFeatureMutation();

  // Every opening starts from a cleared form.
  useEffect(() => {
    if (open) {
      setValues(EMPTY);
      setErrors({});
      setSearched(false);
    }
  }, [open]);

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

  const set = (field: keyof FormValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field as SuggestionField]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!searched || creating.isLoading) return;
    const tags = parseTags(values.tags);
    const problems = validateSuggestion({ ...values, tags });
    setErrors(problems);
    if (hasErrors(problems)) return;
    try {
      const result = await createFeature({
        createFeatureDto: {
          title,
          description: values.description.trim(),
          problemSolved: values.problemSolved.trim(),
          tags,
          searchedForSimilar: true,
        },
      }).unwrap();
      toast.success(s.submitted);
      onSubmitted(result.data.feature);
      onClose();
    } catch (err) {
      const fieldErrors: SuggestionErrors = {};
      for (const { field, message } of apiFieldErrors(err)) {
        if (field in EMPTY) fieldErrors[field as SuggestionField] = message;
      }
      setErrors(fieldErrors);
      toast.error(apiErrorMessage(err, s.submitFailedRetry));
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      initialFocusEl={() => titleRef.current}
      placement="center"
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <chakra.form onSubmit={submit} noValidate display="contents">
              <Dialog.Header>
                <Dialog.Title>Suggest a Feature</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Field.Root required invalid={Boolean(errors.title)}>
                    <Field.Label>
                      Title <Field.RequiredIndicator />
                    </Field.Label>
                    <Input
                      ref={titleRef}
                      value={values.title}
                      onChange={(e) => set('title')(e.target.value)}
                      maxLength={L.titleMax}
                      placeholder="A short name for your idea"
                    />
                    {errors.title && <Field.ErrorText>{errors.title}</Field.ErrorText>}
                  </Field.Root>

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

                  <Field.Root required invalid={Boolean(errors.description)}>
                    <Field.Label>
                      Description <Field.RequiredIndicator />
                    </Field.Label>
                    <Textarea
                      value={values.description}
                      onChange={(e) => set('description')(e.target.value)}
                      maxLength={L.descriptionMax}
                      rows={4}
                      placeholder="What should the game do?"
                    />
                    <Field.HelperText>
                      {values.description.length}/{L.descriptionMax}
                    </Field.HelperText>
                    {errors.description && <Field.ErrorText>{errors.description}</Field.ErrorText>}
                  </Field.Root>

                  <Field.Root invalid={Boolean(errors.problemSolved)}>
                    <Field.Label>What problem does it solve?</Field.Label>
                    <Textarea
                      value={values.problemSolved}
                      onChange={(e) => set('problemSolved')(e.target.value)}
                      maxLength={L.problemSolvedMax}
                      rows={2}
                    />
                    {errors.problemSolved && <Field.ErrorText>{errors.problemSolved}</Field.ErrorText>}
                  </Field.Root>

                  <Field.Root invalid={Boolean(errors.tags)}>
                    <Field.Label>Tags</Field.Label>
                    <Input
                      value={values.tags}
                      onChange={(e) => set('tags')(e.target.value)}
                      onFocus={() => setTagFocus(true)}
                      onBlur={() => setTimeout(() => setTagFocus(false), 150)}
                      placeholder="e.g. vineyard, weather"
                      autoComplete="off"
                      aria-autocomplete="list"
                    />
                    <Field.HelperText>Comma separated, at most {L.maxTags}.</Field.HelperText>
                    {tagOptions.length > 0 && (
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
                              onClick={() => set('tags')(completeTag(values.tags, tag))}
                            >
                              {tag}
                            </Button>
                          </li>
                        ))}
                      </Stack>
                    )}
                    {errors.tags && <Field.ErrorText>{errors.tags}</Field.ErrorText>}
                  </Field.Root>

                  <Checkbox.Root checked={searched} onCheckedChange={(d) => setSearched(d.checked === true)}>
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>I have searched for similar feature requests</Checkbox.Label>
                  </Checkbox.Root>
                </Stack>
              </Dialog.Body>
              <DialogFooter onCancel={onClose} disabled={!searched || creating.isLoading} loading={creating.isLoading}>
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
