import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { BarePage, BarePanel } from '@/components/bare-page';
import { Button } from '@/components/button';
import { Muted } from '@/components/card';
import { Spinner } from '@/components/spinner';
import { callApi } from '@/lib/api/client';
import { useApiMutation } from '@/lib/api/queries';

const Panel = styled(BarePanel)`
  justify-items: start;
  h1 {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

/** The link sent to a new e-mail address: it posts the token, then says how it went. */
export function ConfirmEmailScreen() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const confirm = useApiMutation('confirmEmailChange', {
    failure: { text: 'This confirmation link is not valid.' },
    mutationFn: (link: string) => callApi('confirmEmailChange', { body: { token: link } }),
  });
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirm.mutate(token);
  }, [token, confirm]);

  let content;
  if (token && (confirm.isPending || confirm.isIdle)) {
    content = (
      <>
        <h1>Confirming your new email…</h1>
        <Spinner />
      </>
    );
  } else if (confirm.data) {
    content = (
      <>
        <CheckCircle2 size={32} aria-hidden="true" />
        <h1>Email changed</h1>
        <p>From now on you sign in with {confirm.data.email}.</p>
      </>
    );
  } else {
    content = (
      <>
        <XCircle size={32} aria-hidden="true" />
        <h1>Email not changed</h1>
        <Muted>{confirm.error?.message}</Muted>
      </>
    );
  }
  return (
    <BarePage>
      <Panel>
        {content}
        <Button as={Link} to="/settings?tab=account">
          Go to Settings
        </Button>
      </Panel>
    </BarePage>
  );
}
