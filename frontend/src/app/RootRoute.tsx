import { Box } from '@chakra-ui/react';
import { Outlet, useNavigation } from 'react-router-dom';
import { Guard } from './guard/Guard';
import { RouteEffects } from './RouteEffects';

/** A thin bar at the top while the next page's code loads. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <Box
      role="progressbar"
      aria-label="Loading page"
      position="fixed"
      top="0"
      insetX="0"
      height="3px"
      zIndex="max"
      bgGradient="to-r"
      gradientFrom="gold.400"
      gradientTo="wine.500"
      animationName="pulse"
      animationDuration="1s"
      animationIterationCount="infinite"
    />
  );
}

/** The root route: document title, scroll reset, progress bar and the navigation guard. */
export function RootRoute() {
  return (
    <>
      <RouteEffects />
      <NavigationProgress />
      <Guard>
        <Outlet />
      </Guard>
    </>
  );
}
