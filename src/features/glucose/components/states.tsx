import { Bluetooth } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/button';
import { CardTitle, Muted } from '@/components/card';
import { EmptyCard } from '@/components/load-states';

/** A user without a glucose monitor: how to connect one. */
export function NoCgmState() {
  return (
    <EmptyCard>
      <Bluetooth size={32} aria-hidden="true" />
      <CardTitle>No glucose monitor connected</CardTitle>
      <Muted>
        Connect a Dexcom or FreeStyle Libre continuous glucose monitor on Connected Devices; its
        readings arrive every 5 minutes and your meals are then answered with their glucose
        response.
      </Muted>
      <Button as={Link} to="/connected-devices">
        Connect a CGM
      </Button>
    </EmptyCard>
  );
}
