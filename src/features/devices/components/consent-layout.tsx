import type { ReactNode } from 'react';
import { BarePage, BarePageTitle, BarePanel } from '@/components/bare-page';

/** A provider's (simulated) authorization page: a centred card under the product's name. */
export function ConsentLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <BarePage>
      <BarePanel>
        <BarePageTitle>{title}</BarePageTitle>
        {children}
      </BarePanel>
    </BarePage>
  );
}
