import { Button, chakra, HStack } from '@chakra-ui/react';
import { MESSAGES, validateSuggestionDescription, validateSuggestionTitle } from '@vineyard/domain';
import { useAdminUpdateFeatureMutation, type FeatureDto } from '../../../../api';
import { TextareaField, TextField } from '../../../../components/FormFields';
import { useForm } from '../../../../hooks/useForm';
import { apiErrorMessage, apiFieldErrors } from '../../../../lib/alerts/apiError';
import { toast } from '../../../../lib/toast';

/** The admin's edit of a suggestion's title and description; refusals show at their fields. */
export function EditSuggestionForm({ feature, onDone }: { feature: FeatureDto; onDone: () => void }) {
  const [update, updating] = useAdminUpdateFeatureMutation();
  const form = useForm({ title: feature.title, description: feature.description }, (values) => ({
    title: validateSuggestionTitle(values.title),
    description: validateSuggestionDescription(values.description),
  }));

  const submit = form.handleSubmit(async ({ title, description }) => {
    try {
      const result = await update({
        id: feature.id,
        adminUpdateFeatureDto: { title: title.trim(), description: description.trim() },
      }).unwrap();
      toast.success(result.message ?? MESSAGES.admin.suggestionUpdated, result.data.feature.title);
      onDone();
    } catch (error) {
      form.applyServerErrors(apiFieldErrors(error));
      toast.error(apiErrorMessage(error, 'Could not save the suggestion.'));
    }
  });

  return (
    <chakra.form
      ref={form.formRef}
      display="flex"
      flexDirection="column"
      gap="3"
      onSubmit={submit}
      noValidate
      aria-label="Edit suggestion"
    >
      <TextField
        size="md"
        prose
        name="title"
        label="Title"
        value={form.values.title}
        onChange={(value) => form.setValue('title', value)}
        onBlur={() => form.touch('title')}
        error={form.errorOf('title')}
      />
      <TextareaField
        size="md"
        name="description"
        label="Description"
        rows={4}
        value={form.values.description}
        onChange={(value) => form.setValue('description', value)}
        onBlur={() => form.touch('description')}
        error={form.errorOf('description')}
      />
      <HStack gap="2">
        <Button type="submit" size="sm" colorPalette="wine" loading={updating.isLoading}>
          Save changes
        </Button>
        <Button size="sm" variant="outline" onClick={onDone} disabled={updating.isLoading}>
          Cancel
        </Button>
      </HStack>
    </chakra.form>
  );
}
