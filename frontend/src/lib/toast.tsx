import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from '@chakra-ui/react';
import { SCREEN_TOAST_DURATION_MS, type AlertType } from '@vineyard/domain';

/**
 * Screen toasts: short confirmations at the bottom right that close after 3 s (spec: suggestion
 * and plot screens). Long-lived or API-driven messages belong to the alert model instead
 * (`lib/alerts`).
 */
export const toaster = createToaster({
  placement: 'bottom-end',
  pauseOnPageIdle: true,
  max: 5,
});

type ToastFn = (title: string, description?: string) => string;

function make(type: AlertType): ToastFn {
  return (title, description) =>
    toaster.create({ type, title, description, duration: SCREEN_TOAST_DURATION_MS, closable: true });
}

/** `toast.success('Plot updated successfully!')` */
export const toast: Record<AlertType, ToastFn> & { dismiss: (id?: string) => void } = {
  success: make('success'),
  error: make('error'),
  warning: make('warning'),
  info: make('info'),
  dismiss: (id) => toaster.dismiss(id),
};

/** Mount once, near the root. */
export function ScreenToaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(item) => (
          <Toast.Root width={{ md: 'sm' }}>
            {item.type === 'loading' ? <Spinner size="sm" color="wine.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {item.title && <Toast.Title>{item.title}</Toast.Title>}
              {item.description && <Toast.Description>{item.description}</Toast.Description>}
            </Stack>
            {item.closable && <Toast.CloseTrigger aria-label="Close notification" />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
