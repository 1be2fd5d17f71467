import { Box, Flex } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/SkipLink';
import { selectCurrentUser, selectIsAuthenticated } from '../../lib/session/authSlice';
import { useAnalytics } from '../analytics';
import { useAppSelector } from '../../lib/store/hooks';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** Layout of the public pages (spec §2, "Default layout"). */
export function DefaultLayout() {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const user = useAppSelector(selectCurrentUser);
  useAnalytics();
  return (
    <Flex direction="column" minH="100dvh">
      <SkipLink />
      <SiteHeader isAuthenticated={isAuthenticated} username={user?.username ?? null} />
      <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" outline="none">
        <Outlet />
      </Box>
      <SiteFooter isAuthenticated={isAuthenticated} />
    </Flex>
  );
}
