import { Link, NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { plainList } from '@/components/layout';
import { navEntries } from '@/app/route-manifest';
import { Avatar } from '@/components/avatar';
import { displayName, useCurrentUser } from '@/lib/auth';
import { DemoTools } from './demo-tools';
// Each icon its route manifest entry names, made by the build from the manifest: here, in the
// shell's chunk, rather than in the manifest, which every page (the landing too) loads at start.
import NAV_ICONS from 'virtual:nav-icons';

const Nav = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  height: 100%;
`;

const List = styled.ul`
  ${plainList}
  display: grid;
  gap: 2px;
`;

const Item = styled(NavLink)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  font-weight: ${({ theme }) => theme.font.weight.medium};

  &:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.color.primarySoft};
    color: ${({ theme }) => theme.color.text};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.color.primary};
  }
`;

const Footer = styled.div`
  margin-top: auto;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const Profile = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  p {
    margin: 0;
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** The side navigation; `onNavigate` lets the phone drawer close itself. */
export function SideNav({ onNavigate }: { onNavigate?: () => void }) {
  const { data: user } = useCurrentUser();
  const name = displayName(user);
  const { pathname } = useLocation();
  return (
    <Nav aria-label="Main">
      <List>
        {navEntries.map(({ path, nav: { label, icon, aliases } }) => {
          const Icon = NAV_ICONS[icon];
          return (
            <li key={path}>
              <Item
                to={path}
                end={path === '/'}
                onClick={onNavigate}
                // The same screen under another path (/glucose for /cgm) is this entry's page too.
                {...(aliases?.includes(pathname) && { as: Link, 'aria-current': 'page' as const })}
              >
                <Icon size={20} aria-hidden="true" />
                {label}
              </Item>
            </li>
          );
        })}
      </List>
      <Footer>
        {/* The build setting itself: a build with mocking off ships no demo tool (see lib/env). */}
        {import.meta.env.VITE_API_MOCKING !== 'off' && <DemoTools onNavigate={onNavigate} />}
        <Profile>
          <Avatar name={name} imageUrl={user?.profileImageUrl} />
          <div>
            <p>User Profile</p>
            <small>{user ? name : 'Not signed in'}</small>
          </div>
        </Profile>
      </Footer>
    </Nav>
  );
}
