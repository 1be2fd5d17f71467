import { Alert, List } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FormAlertProps {
  status?: 'error' | 'success' | 'info' | 'warning';
  title?: ReactNode;
  children?: ReactNode;
  /** Extra lines, e.g. server validation errors that belong to no field. */
  details?: string[];
}

/**
 * The message box of the auth forms: red for errors (announced at once, `role="alert"`), green
 * for successes (announced politely).
 */
export function FormAlert({ status = 'error', title, children, details = [] }: FormAlertProps) {
  return (
    <Alert.Root
      status={status}
      variant="subtle"
      rounded="lg"
      alignItems="flex-start"
      role={status === 'error' ? 'alert' : 'status'}
      aria-live={status === 'error' ? 'assertive' : 'polite'}
    >
      <Alert.Indicator />
      <Alert.Content gap="1">
        {title && <Alert.Title>{title}</Alert.Title>}
        {children && <Alert.Description>{children}</Alert.Description>}
        {details.length > 0 && (
          <List.Root as="ul" ps="4" fontSize="sm">
            {details.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List.Root>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
