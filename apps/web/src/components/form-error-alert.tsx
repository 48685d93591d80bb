import { useEffect, useRef, type ReactNode } from 'react';
import { Alert } from '@mantine/core';

interface FormErrorAlertProps {
  message: string;
  /** Extra content, e.g. a button that offers a way out. */
  children?: ReactNode;
}

/**
 * A form's error that belongs to no single field (e.g. wrong credentials). It takes the keyboard
 * focus when it appears, so nobody is left on a button that was disabled while the form was sent;
 * remount it (a new `key`) for each failed attempt. Announced as an alert.
 */
export function FormErrorAlert({ message, children }: FormErrorAlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <Alert ref={ref} tabIndex={-1} color="red" variant="light">
      {message}
      {children}
    </Alert>
  );
}
