import { Box, Button, chakra, HStack, Link, Spinner, Stack, Steps, Text } from '@chakra-ui/react';
import { MESSAGES, REDIRECT_DELAYS_MS } from '@vineyard/domain';
import { useEffect } from 'react';
import { LuArrowRight, LuPartyPopper } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { href, paths } from '../../app/paths';
import { useEstatesCount } from '../estates/hooks/useEstatesCount';
import { selectCurrentUser } from './authSlice';
import { AuthHeading } from './components/AuthHeading';
import { FormAlert } from './components/FormAlert';
import { hasEstates } from './onboarding';

const STEPS = ['Register', 'Verify', 'Estate', 'Game'] as const;
/** Register and Verify are done; creating an estate is next. */
const CURRENT_STEP = 2;

/** The four-step onboarding progress, as an ordered list that screen readers can follow. */
function OnboardingProgress() {
  return (
    <Steps.Root step={CURRENT_STEP} count={STEPS.length} size="sm" colorPalette="wine" linear>
      {/* A plain ordered list: Steps.List would make it a tab list (for clickable steps). */}
      <chakra.ol aria-label="Your progress" display="flex" alignItems="flex-start" width="full" ps="0" m="0">
        {STEPS.map((title, index) => {
          const state = index < CURRENT_STEP ? 'done' : index === CURRENT_STEP ? 'current' : 'to do';
          return (
            <Steps.Item
              key={title}
              index={index}
              as="li"
              listStyleType="none"
              aria-current={index === CURRENT_STEP ? 'step' : undefined}
            >
              <Stack align="center" gap="1.5" flexShrink={0}>
                <Steps.Indicator />
                <Steps.Title fontSize="xs" fontWeight={index === CURRENT_STEP ? 'bold' : 'medium'}>
                  {title}
                  <Box as="span" srOnly>
                    {` (${state})`}
                  </Box>
                </Steps.Title>
              </Stack>
              <Steps.Separator alignSelf="flex-start" mt="4" mx="1" />
            </Steps.Item>
          );
        })}
      </chakra.ol>
    </Steps.Root>
  );
}

/** Sends a player who already owns an estate on to the game after 1.5 s. */
function RedirectToGame() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(
      () => void navigate(paths.game.home, { replace: true }),
      REDIRECT_DELAYS_MS.verifySuccessWithEstate,
    );
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <FormAlert status="info">
      <HStack gap="2">
        <Spinner size="xs" />
        <Text>{MESSAGES.auth.alreadyHasEstate}</Text>
      </HStack>
    </FormAlert>
  );
}

/** Onboarding step after verification (spec §2): progress, then on to creating an estate. */
export function VerifySuccessPage() {
  const user = useAppSelector(selectCurrentUser);
  const estates = useEstatesCount();
  const alreadyHasEstate = hasEstates(estates.count);

  return (
    <Stack gap="7">
      <AuthHeading
        title="You're Verified!"
        icon={<LuPartyPopper />}
        tone="success"
        subtitle={
          <>
            {user ? `Welcome to the valley, ${user.firstName || user.username}. ` : 'Welcome to the valley. '}
            Your account is ready. Next step: found your first estate and plant your first vines.
          </>
        }
      />
      <OnboardingProgress />
      {alreadyHasEstate ? (
        <RedirectToGame />
      ) : (
        <Stack gap="3">
          <Button asChild size="lg" width="full">
            <RouterLink to={href.createEstate({ onboarding: true })}>
              Create Your Estate <LuArrowRight aria-hidden />
            </RouterLink>
          </Button>
          <Text textAlign="center" fontSize="sm">
            <Link asChild color="fg.muted" textDecoration="underline" textUnderlineOffset="3px">
              <RouterLink to={paths.home}>I'll do this later</RouterLink>
            </Link>
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
