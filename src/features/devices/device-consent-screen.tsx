import { Link2 } from 'lucide-react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Muted } from '@/components/card';
import { Row } from '@/components/layout';
import { ConsentActions, SimulatedBadge } from '@/components/simulated-consent';
import { useAllowDeviceConsent, type OAuthProviderId } from '@/lib/devices/api';
import { DATA_TYPE_LABEL, providerById } from '@/lib/devices/catalogue';
import { ACCESS_DENIED, returnAddress, safeReturnTo } from '@/lib/devices/connection-return';
import { ConsentLayout } from './components/consent-layout';

const Scopes = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding-left: ${({ theme }) => theme.space.xl};
  list-style: disc;
`;

/**
 * The address an oauth provider's Connect opens (/api/auth/{provider}). A service worker never sees
 * page navigations, so while the API is mocked the app shows a simulated consent page for that
 * provider; Allow links the device through the mocked API and returns to where the user came from
 * with the new device, Cancel returns with the failure.
 */
export function DeviceConsentScreen() {
  const navigate = useNavigate();
  const { provider: providerId } = useParams();
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const provider = providerById(providerId ?? '');
  const allow = useAllowDeviceConsent();

  if (!provider || provider.authType !== 'oauth') {
    return (
      <ConsentLayout title="Unknown device provider">
        <Alert tone="danger" role="alert" title="This provider cannot be connected here">
          <p>There is no authorization page for “{providerId}”.</p>
        </Alert>
        <Button type="button" onClick={() => navigate(returnTo, { replace: true })}>
          Back to your devices
        </Button>
      </ConsentLayout>
    );
  }

  const onAllow = () =>
    // An oauth provider, as checked above.
    allow.mutate(provider.id as OAuthProviderId, {
      onSuccess: () =>
        navigate(returnAddress(returnTo, { connected: provider.id }), { replace: true }),
      onError: (error) =>
        navigate(returnAddress(returnTo, { error: error.message }), { replace: true }),
    });

  return (
    <ConsentLayout title={`Connect ${provider.name} to Vitalis`}>
      <SimulatedBadge>
        Simulated {provider.name} authorization — no data leaves this browser
      </SimulatedBadge>
      <Row>
        <Link2 size={22} aria-hidden="true" />
        <p>
          <strong>Vitalis</strong> would like to read your {provider.deviceName} data:
        </p>
      </Row>
      <Scopes aria-label={`Data ${provider.name} will share`}>
        {provider.dataTypes.map((type) => (
          <li key={type}>{DATA_TYPE_LABEL[type]}</li>
        ))}
      </Scopes>
      <Muted>
        You can disconnect at any time from Connected Devices; the data already delivered stays in
        your account.
      </Muted>
      <ConsentActions
        pending={allow.isPending}
        pendingLabel="Connecting..."
        onCancel={() =>
          navigate(returnAddress(returnTo, { error: ACCESS_DENIED }), { replace: true })
        }
        onAllow={onAllow}
      />
    </ConsentLayout>
  );
}
