import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Spinner } from '@/components/spinner';
import { useVerifyEmail } from './api';
import { AuthLayout } from './components/auth-layout';
import type { VerificationResult } from './verified-param';

const Centered = styled.div`
  display: grid;
  place-items: center;
`;

/**
 * The target of the verification e-mail's link (/auth/verify?token=…): redeems the token, then shows
 * the result screen. The token is single-use, so it is posted once even when React runs effects twice.
 */
export function VerifyEmailLinkScreen() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const navigate = useNavigate();
  const { mutate: verify } = useVerifyEmail();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const land = (result: VerificationResult) =>
      navigate(`/auth/verify-email?verified=${result}`, { replace: true });
    if (!token) {
      land('error');
      return;
    }
    verify(token, { onSuccess: land, onError: () => land('error') });
  }, [token, verify, navigate]);

  return (
    <AuthLayout title="Verifying your email" description="This takes only a moment.">
      <Centered>
        <Spinner label="Verifying your email" />
      </Centered>
    </AuthLayout>
  );
}
