import { AlertCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '@/components/alert';

/** A failed submission's message, announced as soon as it appears. */
export function FormError({ children }: { children: ReactNode }) {
  return (
    <Alert tone="danger" role="alert" icon={<AlertCircle size={20} aria-hidden="true" />}>
      <p>{children}</p>
    </Alert>
  );
}
