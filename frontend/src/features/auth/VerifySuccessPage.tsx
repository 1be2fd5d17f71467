import { Box, Button, chakra, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { MESSAGES, REDIRECT_DELAYS_MS } from '@vineyard/domain';
import { useEffect } from 'react';
import { LuArrowRight, LuCheck, LuPartyPopper } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../lib/store/hooks';
import { href, paths } from '../../config/paths';
import { useEstatesCount } from '../../hooks/useEstatesCount';
import { selectCurrentUser } from '../../lib/session/authSlice';
import { AuthHeading } from './components/AuthHeading';
import { FormAlert } from './components/FormAlert';
import { hasEstates } from './onboarding';

const STEPS = ['Register', 'Verify', 'Estate', 'Game'] as const;
/** Register and Verify are done; creating an estate is next. */
const CURRENT_STEP = 2;

/** One step's circle: a check when done, its number otherwise (the current one outlined in wine). */
function StepMark({ index, state }: { index: number; state: StepState }) {
  return (
    <Box
      position="relative"
      zIndex="1"
      boxSize="8"
      rounded="full"
      display="flex"
      alignItems="center"
      justifyContent="center"
      fontSize="sm"
      fontWeight="bold"
      borderWidth="2px"
      borderColor={state === 'to do' ? 'border.emphasized' : 'wine.600'}
      bg={state === 'done' ? 'wine.600' : 'bg'}
      color={state === 'done' ? 'white' : state === 'current' ? 'wine.700' : 'fg.muted'}
      aria-hidden
    >
      {state === 'done' ? <LuCheck strokeWidth={3} /> : index + 1}
    </Box>
  );
}

type StepState = 'done' | 'current' | 'to do';

/**
 * The four-step onboarding progress, as an ordered list that screen readers can follow: equal
 * columns, each a circle with its label centred below, joined by a line drawn behind the circles
 * (wine up to the current step).
 */
function OnboardingProgress() {
  return (
    <chakra.ol aria-label="Your progress" display="flex" width="full" ps="0" m="0" listStyleType="none">
      {STEPS.map((title, index) => {
        const state: StepState = index < CURRENT_STEP ? 'done' : index === CURRENT_STEP ? 'current' : 'to do';
        return (
          <chakra.li
            key={title}
            flex="1"
            minW="0"
            position="relative"
            display="flex"
            flexDirection="column"
            alignItems="center"
            gap="1.5"
            aria-current={state === 'current' ? 'step' : undefined}
          >
            {index > 0 && (
              <Box
                aria-hidden
                position="absolute"
                top="15px"
                right="50%"
                width="full"
                height="2px"
                bg={index <= CURRENT_STEP ? 'wine.600' : 'border.emphasized'}
              />
            )}
            <StepMark index={index} state={state} />
            <Text
              fontSize="xs"
              textAlign="center"
              fontWeight={state === 'current' ? 'bold' : 'medium'}
              color={state === 'to do' ? 'fg.muted' : 'fg'}
            >
              {title}
              <Box as="span" srOnly>
                {` (${state})`}
              </Box>
            </Text>
          </chakra.li>
        );
      })}
    </chakra.ol>
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
