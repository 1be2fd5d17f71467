import { Badge, Box, Button, Card, Code, Flex, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { MAX_API_KEYS_PER_USER, MESSAGES, type ApiKeyScope } from '@vineyard/domain';
import { useState } from 'react';
import { LuCheck, LuCopy, LuKeyRound, LuTrash2 } from 'react-icons/lu';
import { useCreateApiKeyMutation, useListApiKeysQuery, useRevokeApiKeyMutation, type ApiKeyDto } from '../../api';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { CheckboxGroupField, SelectField, TextField } from '../../components/FormFields';
import { Empty, LoadFailed, Loading } from '../../components/States';
import { useForm } from '../../hooks/useForm';
import { apiFieldErrors } from '../../lib/alerts/apiError';
import { useAlerts } from '../../lib/alerts/useAlerts';
import { toast } from '../../lib/toast';
import {
  EXPIRY_OPTIONS,
  formatKeyDay,
  formatKeyMoment,
  isExpired,
  NEW_KEY,
  newKeyBody,
  validateNewKey,
  type ExpiryChoice,
} from './apiKeys';

const k = MESSAGES.apiKeys;

const SCOPE_LABELS: Record<ApiKeyScope, string> = { read: k.scopeRead, play: k.scopePlay, admin: k.scopeAdmin };

/** The secret of the key just created: shown this once, with a copy button. */
function NewSecret({ secret, name, onDone }: { secret: string; name: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
      toast.success(k.copied);
    } catch {
      toast.error(k.copyFailed);
    }
  }
  return (
    <Box
      role="region"
      aria-label={k.shownOnceTitle}
      borderWidth="2px"
      borderColor="green.500"
      bg="green.50"
      rounded="xl"
      p={{ base: '4', md: '5' }}
    >
      <Stack gap="3">
        <Heading as="h3" size="md" color="green.900">
          {k.shownOnceTitle}: {name}
        </Heading>
        <Text fontSize="sm" color="green.900">
          {k.shownOnce}
        </Text>
        <Flex gap="2" direction={{ base: 'column', sm: 'row' }} align={{ sm: 'center' }}>
          <Code
            data-testid="new-api-key"
            flex="1"
            minW="0"
            px="3"
            py="2"
            fontSize="sm"
            bg="white"
            borderWidth="1px"
            borderColor="green.300"
            wordBreak="break-all"
            userSelect="all"
          >
            {secret}
          </Code>
          <HStack gap="2" flexShrink={0}>
            <Button colorPalette="green" onClick={() => void copy()}>
              {copied ? <LuCheck aria-hidden /> : <LuCopy aria-hidden />} {copied ? k.copied : k.copy}
            </Button>
            <Button variant="outline" onClick={onDone}>
              {k.done}
            </Button>
          </HStack>
        </Flex>
      </Stack>
    </Box>
  );
}

function KeyFact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap="0">
      <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Text fontSize="sm">{children}</Text>
    </Stack>
  );
}

function KeyRow({ apiKey, onRevoke }: { apiKey: ApiKeyDto; onRevoke: () => void }) {
  const expired = isExpired(apiKey.expiresAt);
  return (
    <Card.Root as="li" variant="outline" size="sm" aria-label={apiKey.name}>
      <Card.Body>
        <Flex gap="3" direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ md: 'center' }}>
          <Stack gap="2" minW="0">
            <HStack gap="2" flexWrap="wrap">
              <Text fontWeight="semibold" fontSize="md" color="wine.800">
                {apiKey.name}
              </Text>
              <Code fontSize="xs">{apiKey.prefix}…</Code>
              {apiKey.scopes.map((scope) => (
                <Badge key={scope} colorPalette={scope === 'admin' ? 'red' : scope === 'play' ? 'wine' : 'gray'}>
                  {scope}
                </Badge>
              ))}
              {expired && <Badge colorPalette="orange">{k.expired}</Badge>}
            </HStack>
            <SimpleGrid columns={{ base: 2, md: 3 }} gap="4" columnGap="6">
              <KeyFact label={k.createdAt}>{formatKeyDay(apiKey.createdAt)}</KeyFact>
              <KeyFact label={k.expires}>{apiKey.expiresAt ? formatKeyDay(apiKey.expiresAt) : k.noExpiry}</KeyFact>
              <KeyFact label={k.lastUsed}>
                {apiKey.lastUsedAt ? formatKeyMoment(apiKey.lastUsedAt) : k.neverUsed}
              </KeyFact>
            </SimpleGrid>
          </Stack>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            flexShrink={0}
            alignSelf={{ base: 'flex-start', md: 'center' }}
            onClick={onRevoke}
            aria-label={`${k.revoke} ${apiKey.name}`}
          >
            <LuTrash2 aria-hidden /> {k.revoke}
          </Button>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * Settings › API keys (issue 33): create a key (name, scopes, expiry), see its secret once with a
 * copy button, list the keys (prefix, scopes, dates, last use) and revoke one after a confirmation.
 */
export function ApiKeysSection({ isAdmin }: { isAdmin: boolean }) {
  const list = useListApiKeysQuery();
  const [createKey, creation] = useCreateApiKeyMutation();
  const [revokeKey, revocation] = useRevokeApiKeyMutation();
  const form = useForm(NEW_KEY, validateNewKey);
  const alerts = useAlerts();
  const [created, setCreated] = useState<{ secret: string; name: string } | null>(null);
  const [toRevoke, setToRevoke] = useState<ApiKeyDto | null>(null);
  const keys = list.data?.data.keys ?? [];
  const live = keys.filter((key) => !isExpired(key.expiresAt)).length;
  const full = live >= MAX_API_KEYS_PER_USER;
  const scopeOptions = (['read', 'play', ...(isAdmin ? (['admin'] as const) : [])] as const).map(
    (scope) => [scope, SCOPE_LABELS[scope]] as const,
  );

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await createKey({ createApiKeyDto: newKeyBody(values) }).unwrap();
      setCreated({ secret: result.data.secret, name: result.data.key.name });
      toast.success(result.message ?? k.created);
      form.reset();
    } catch (error) {
      form.applyServerErrors(apiFieldErrors(error));
      alerts.showApiError(error);
    }
  });

  async function confirmRevoke() {
    if (!toRevoke) return;
    try {
      const result = await revokeKey({ id: toRevoke.id }).unwrap();
      toast.success(result.message ?? k.revoked);
    } catch (error) {
      alerts.showApiError(error);
    }
    setToRevoke(null);
  }

  return (
    <Stack as="section" aria-labelledby="api-keys-heading" gap="5">
      <Stack gap="1">
        <Heading as="h2" size="lg" id="api-keys-heading" color="wine.800">
          <HStack gap="2">
            <LuKeyRound aria-hidden /> {k.sectionTitle}
          </HStack>
        </Heading>
        <Text color="fg.muted">
          {k.intro}{' '}
          <Link href="/api/docs" color="wine.700" textDecoration="underline" target="_blank" rel="noopener">
            {k.docsLink}
          </Link>
        </Text>
      </Stack>

      {created && <NewSecret {...created} onDone={() => setCreated(null)} />}

      <Box bg="bg.panel" borderWidth="1px" borderColor="border.muted" rounded="xl" p={{ base: '4', md: '6' }}>
        <form ref={form.formRef} onSubmit={onSubmit} noValidate aria-label="Create an API key">
          <Stack gap="5">
            <Heading as="h3" size="md">
              {k.createTitle}
            </Heading>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <TextField
                size="md"
                prose
                name="name"
                label={k.nameLabel}
                required
                value={form.values.name}
                maxLength={60}
                placeholder={k.namePlaceholder}
                onChange={(value) => form.setValue('name', value)}
                onBlur={() => form.touch('name')}
                error={form.errorOf('name')}
              />
              <SelectField<ExpiryChoice>
                size="md"
                name="expiry"
                label={k.expiryLabel}
                value={form.values.expiry}
                options={EXPIRY_OPTIONS}
                onChange={(value) => form.setValue('expiry', value)}
              />
            </SimpleGrid>
            <CheckboxGroupField<ApiKeyScope>
              name="scopes"
              label={k.scopesLabel}
              value={form.values.scopes}
              onChange={(value) => form.setValue('scopes', value)}
              options={scopeOptions}
              error={form.errorOf('scopes')}
            />
            {full && (
              <Text fontSize="sm" color="orange.800" role="status">
                {k.limitReached(MAX_API_KEYS_PER_USER)}
              </Text>
            )}
            <Box>
              <Button
                type="submit"
                colorPalette="wine"
                loading={creation.isLoading}
                loadingText={k.creating}
                disabled={full}
              >
                <LuKeyRound aria-hidden /> {k.createButton}
              </Button>
            </Box>
          </Stack>
        </form>
      </Box>

      <Stack gap="3" aria-labelledby="api-keys-list-heading" as="section">
        <Heading as="h3" size="md" id="api-keys-list-heading">
          {k.listTitle}
        </Heading>
        {list.isLoading ? (
          <Loading label="Loading your API keys…" inline />
        ) : list.isError ? (
          <LoadFailed message={k.loadFailed} onRetry={list.refetch} variant="inline" />
        ) : keys.length === 0 ? (
          <Empty icon={<LuKeyRound />}>{k.empty}</Empty>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none">
            {keys.map((apiKey) => (
              <KeyRow key={apiKey.id} apiKey={apiKey} onRevoke={() => setToRevoke(apiKey)} />
            ))}
          </Stack>
        )}
      </Stack>

      <ConfirmDialog
        title={toRevoke ? k.revokeTitle(toRevoke.name) : null}
        description={k.revokeBody}
        confirmLabel={k.revoke}
        cancelLabel={k.cancel}
        loading={revocation.isLoading}
        onConfirm={() => void confirmRevoke()}
        onClose={() => setToRevoke(null)}
      />
    </Stack>
  );
}
