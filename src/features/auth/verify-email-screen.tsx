import { CheckCircle2, Info, XCircle, type LucideIcon } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import type { Tone } from '@/components/alert';
import { Button } from '@/components/button';
import { AuthLayout } from './components/auth-layout';
import { parseVerifiedParam, type VerificationResult } from './verified-param';

interface ResultView {
  title: string;
  icon: LucideIcon;
  tone: Tone;
  message: string;
  /** The login page shows the matching toast when it gets the result along. */
  loginPath: string;
}

const RESULTS: Record<VerificationResult, ResultView> = {
  success: {
    title: 'Email Verified',
    icon: CheckCircle2,
    tone: 'success',
    message: 'Your email address has been verified. You can now log in to your account.',
    loginPath: '/auth/login?verified=success',
  },
  already: {
    title: 'Already Verified',
    icon: Info,
    tone: 'info',
    message: 'Your email address was already verified. You can log in to your account.',
    loginPath: '/auth/login?verified=already',
  },
  error: {
    title: 'Verification Failed',
    icon: XCircle,
    tone: 'danger',
    message: 'We encountered a problem verifying your email. Please try again or contact support.',
    loginPath: '/auth/login',
  },
};

/** The verification result (/auth/verify-email?verified=success|already|…). */
export function VerifyEmailScreen() {
  const [searchParams] = useSearchParams();
  const {
    title,
    icon: Icon,
    tone,
    message,
    loginPath,
  } = RESULTS[parseVerifiedParam(searchParams.get('verified'))];

  return (
    <AuthLayout title={title} status={{ tone, icon: Icon }}>
      <p>{message}</p>
      <Button as={Link} to={loginPath} $block>
        Go to Login
      </Button>
    </AuthLayout>
  );
}
