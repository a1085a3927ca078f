import { Bell, Menu, Moon, Sun } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Avatar } from '@/components/avatar';
import { BrandLink } from '@/components/brand-link';
import { Button, IconButton } from '@/components/button';
import { Skeleton } from '@/components/skeleton';
import { Tooltip } from '@/components/tooltip';
import { displayName, useCurrentUser, useLogout } from '@/lib/auth';
import { useThemeMode } from '@/theme/theme-mode';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.topBar};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.layout.topBarHeight};
  padding: 0 ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  @media (max-width: ${({ theme }) => theme.breakpoint.narrow}) {
    padding: 0 ${({ theme }) => theme.space.sm};
  }
`;

const MenuButton = styled(IconButton)`
  @media (min-width: ${({ theme }) => theme.breakpoint.desktop}) {
    display: none;
  }
`;

const Actions = styled.div`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Holds the place of the account buttons while the session is checked, so nothing flashes. */
const AccountPlaceholder = styled(Skeleton)`
  width: 12rem;
  height: ${({ theme }) => theme.touchTarget};
`;

/** The avatar only decorates (the button beside it names the account's action): dropped at 320 px. */
const AccountAvatar = styled(Avatar)`
  @media (max-width: ${({ theme }) => theme.breakpoint.narrow}) {
    display: none;
  }
`;

const Welcome = styled.span`
  @media (max-width: ${({ theme }) => theme.breakpoint.tablet}) {
    display: none;
  }
`;

export function TopBar({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { data: user, isPending } = useCurrentUser();
  const logout = useLogout();
  const { mode, toggle } = useThemeMode();
  const themeLabel = mode === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';

  return (
    <Bar>
      <MenuButton type="button" aria-label="Open navigation" onClick={onOpenMenu}>
        <Menu size={22} aria-hidden="true" />
      </MenuButton>
      <BrandLink compactOnPhones />
      <Actions>
        <Tooltip content={themeLabel}>
          <IconButton type="button" aria-label={themeLabel} onClick={toggle}>
            {mode === 'dark' ? (
              <Sun size={20} aria-hidden="true" />
            ) : (
              <Moon size={20} aria-hidden="true" />
            )}
          </IconButton>
        </Tooltip>
        {isPending ? (
          <AccountPlaceholder data-testid="account-placeholder" />
        ) : user ? (
          <>
            <Tooltip content="Notifications">
              <IconButton type="button" aria-label="Notifications">
                <Bell size={20} aria-hidden="true" />
              </IconButton>
            </Tooltip>
            <Welcome>Welcome, {displayName(user)}</Welcome>
            <Button type="button" $variant="secondary" onClick={() => logout(user)}>
              Logout
            </Button>
            <AccountAvatar name={displayName(user)} imageUrl={user.profileImageUrl} />
          </>
        ) : (
          <>
            <Button as={Link} to="/auth/login" $variant="secondary">
              Log In
            </Button>
            <Button as={Link} to="/auth/register">
              Sign Up
            </Button>
          </>
        )}
      </Actions>
    </Bar>
  );
}
