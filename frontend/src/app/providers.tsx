import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { AlertHost } from '../lib/alerts/AlertHost';
import { ScreenToaster } from '../lib/toast';
import type { AppStore } from '../lib/store/store';
import { designSystem } from './theme';

/** Redux store, Chakra design system, and the two message hosts (alerts and screen toasts). */
export function AppProviders({
  store,
  children,
  screenToaster = true,
}: {
  store: AppStore;
  children: ReactNode;
  /** Unit tests that do not look at screen toasts leave the toaster out. */
  screenToaster?: boolean;
}) {
  return (
    <ReduxProvider store={store}>
      <ChakraProvider value={designSystem()}>
        {children}
        <AlertHost />
        {screenToaster && <ScreenToaster />}
      </ChakraProvider>
    </ReduxProvider>
  );
}
