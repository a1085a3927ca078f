import { Menu, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { plainList } from '@/components/layout';
import { BrandLink } from '@/components/brand-link';
import { Button, IconButton } from '@/components/button';
import { useSession } from '@/lib/session-store';
import { signedOutOnly } from '@/lib/before-paint';

/** The public site's pages, in the order its navigation lists them. */
export const SITE_LINKS = [
  { to: '/features', label: 'Features' },
  { to: '/about', label: 'About' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/testimonials', label: 'Testimonials' },
  { to: '/support', label: 'Support' },
  { to: '/preview-dashboard', label: 'Live demo' },
] as const;

const FOOTER_LINKS = [
  { to: '/', label: 'Home' },
  ...SITE_LINKS,
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
] as const;

const Frame = styled.div`
  min-height: 100vh;
  display: grid;
  grid-template-rows: auto 1fr auto;
  background: ${({ theme }) => theme.color.background};
`;

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.topBar};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.layout.contentMax};
  min-height: ${({ theme }) => theme.layout.topBarHeight};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.lg};
`;

const NavList = styled.ul<{ $open: boolean }>`
  ${plainList}
  display: ${({ $open }) => ($open ? 'grid' : 'none')};
  gap: ${({ theme }) => theme.space.xs};
  padding-bottom: ${({ theme }) => theme.space.md};
  @media (min-width: ${({ theme }) => theme.breakpoint.desktop}) {
    display: flex;
    padding: 0;
  }
`;

const NavItem = styled(NavLink)`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.color.primaryHover};
    text-decoration: underline;
    text-underline-offset: 6px;
  }
`;

const PhoneNav = styled.nav`
  max-width: ${({ theme }) => theme.layout.contentMax};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.lg};
  @media (min-width: ${({ theme }) => theme.breakpoint.desktop}) {
    display: none;
  }
`;

const DesktopNav = styled.nav`
  display: none;
  @media (min-width: ${({ theme }) => theme.breakpoint.desktop}) {
    display: block;
  }
`;

const MenuButton = styled(IconButton)`
  @media (min-width: ${({ theme }) => theme.breakpoint.desktop}) {
    display: none;
  }
`;

const Account = styled.div`
  margin-left: auto;
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

const Main = styled.main`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.contentMax};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  display: grid;
  gap: ${({ theme }) => theme.space.xxxl};
  align-content: start;
  &:focus {
    outline: none;
  }
`;

const Footer = styled.footer`
  background: ${({ theme }) => theme.color.surface};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  > div {
    max-width: ${({ theme }) => theme.layout.contentMax};
    margin: 0 auto;
    padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
    display: grid;
    gap: ${({ theme }) => theme.space.lg};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    color: ${({ theme }) => theme.color.text};
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

function AccountLinks() {
  const user = useSession();
  if (user) {
    return (
      <Button as={Link} to="/dashboard">
        Dashboard
      </Button>
    );
  }
  return (
    <>
      <Button as={Link} to="/auth/login" $variant="secondary" {...signedOutOnly}>
        Log In
      </Button>
      <Button as={Link} to="/auth/register" {...signedOutOnly}>
        Sign Up
      </Button>
    </>
  );
}

function SiteLinks({ open }: { open: boolean }) {
  return (
    <NavList $open={open}>
      {SITE_LINKS.map(({ to, label }) => (
        <li key={to}>
          <NavItem to={to}>{label}</NavItem>
        </li>
      ))}
    </NavList>
  );
}

/**
 * The public site's frame: a header with the site's pages and the way in, the page,
 * and a footer with every public page. On phones the pages fold behind a Menu button.
 */
export function SiteLayout({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  return (
    <Frame>
      <Header>
        <Bar>
          <MenuButton
            type="button"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X size={22} aria-hidden="true" /> : <Menu size={22} aria-hidden="true" />}
          </MenuButton>
          <BrandLink compactOnPhones />
          <DesktopNav aria-label="Site">
            <SiteLinks open />
          </DesktopNav>
          <Account>
            <AccountLinks />
          </Account>
        </Bar>
        <PhoneNav id={menuId} aria-label="Site menu" hidden={!menuOpen}>
          <SiteLinks open={menuOpen} />
        </PhoneNav>
      </Header>
      <Main id="main-content" tabIndex={-1}>
        {children}
      </Main>
      <Footer>
        <div>
          {footer}
          <nav aria-label="Footer">
            <ul>
              {FOOTER_LINKS.map(({ to, label }) => (
                <li key={to}>
                  <Link to={to}>{label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <small>
            © {new Date().getFullYear()} Vitalis. A prototype: no real health data leaves your
            browser.
          </small>
        </div>
      </Footer>
    </Frame>
  );
}
