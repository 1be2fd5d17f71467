import { Alert, Box, CloseButton, List, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { autoDismisses, removeAlert, selectAlerts, type Alert as AlertModel } from './alertsSlice';

const TITLES: Record<AlertModel['type'], string> = {
  success: 'Success',
  error: 'Error',
  warning: 'Warning',
  info: 'Notice',
};

function AlertItem({ alert }: { alert: AlertModel }) {
  const dispatch = useDispatch();
  const dismiss = () => dispatch(removeAlert(alert.id));

  useEffect(() => {
    if (!autoDismisses(alert)) return undefined;
    const timer = setTimeout(() => dispatch(removeAlert(alert.id)), alert.duration);
    return () => clearTimeout(timer);
  }, [alert, dispatch]);

  return (
    <Alert.Root
      status={alert.type}
      variant="surface"
      role={alert.type === 'error' ? 'alert' : 'status'}
      boxShadow="lg"
      bg="bg.panel"
      pointerEvents="auto"
      data-alert-type={alert.type}
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title srOnly>{TITLES[alert.type]}</Alert.Title>
        <Alert.Description fontWeight="medium">{alert.message}</Alert.Description>
        {alert.details.length > 0 && (
          <List.Root as="ul" mt="1" ps="4" fontSize="sm" gap="0.5">
            {alert.details.map((detail) => (
              <List.Item key={detail}>{detail}</List.Item>
            ))}
          </List.Root>
        )}
      </Alert.Content>
      {alert.dismissible && (
        <CloseButton
          size="sm"
          alignSelf="flex-start"
          mt="-1"
          me="-2"
          aria-label={`Dismiss: ${alert.message}`}
          onClick={dismiss}
        />
      )}
    </Alert.Root>
  );
}

/**
 * Renders the alerts of the `alerts` slice in a corner stack. Alerts with a positive duration
 * close by themselves; every dismissible one has a close button.
 */
export function AlertHost() {
  const alerts = useSelector(selectAlerts);
  return (
    <Box
      as="section"
      aria-label="Notifications"
      position="fixed"
      top={{ base: '3', md: '5' }}
      insetEnd={{ base: '3', md: '5' }}
      insetStart={{ base: '3', md: 'auto' }}
      zIndex="toast"
      width={{ md: '26rem' }}
      pointerEvents="none"
    >
      <Stack gap="3">
        {alerts.map((alert) => (
          <AlertItem key={alert.id} alert={alert} />
        ))}
      </Stack>
    </Box>
  );
}
