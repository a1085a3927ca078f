import { useRef, useState } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { DialogContent, DialogRoot } from '@/components/dialog';
import { useDeviceCatchUp } from '@/lib/devices/api';
import { TooltipProvider } from '@/components/tooltip';
import { useKeepForOffline } from '@/app/offline';
import { SideNav } from './side-nav';
import { TopBar } from './top-bar';

const Frame = styled.div`
  min-height: 100vh;
  display: grid;
  grid-template-rows: auto 1fr;
  @media (min-width: ${({ theme }) => theme.breakpoint.desktop}) {
    grid-template-columns: ${({ theme }) => theme.layout.sidebarWidth} 1fr;
    > header {
      grid-column: 1 / -1;
    }
  }
`;

const Sidebar = styled.aside`
  display: none;
  @media (min-width: ${({ theme }) => theme.breakpoint.desktop}) {
    display: block;
    position: sticky;
    top: ${({ theme }) => theme.layout.topBarHeight};
    height: calc(100vh - ${({ theme }) => theme.layout.topBarHeight});
    overflow-y: auto;
    padding: ${({ theme }) => theme.space.lg};
    background: ${({ theme }) => theme.color.surface};
    border-right: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const Main = styled.main`
  min-width: 0;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  @media (min-width: ${({ theme }) => theme.breakpoint.tablet}) {
    padding: ${({ theme }) => theme.space.xxl};
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  z-index: ${({ theme }) => theme.zIndex.toast};
  &:focus {
    left: ${({ theme }) => theme.space.lg};
    top: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.color.surface};
  }
`;

/** The app shell: top bar, side navigation (a drawer on phones) and the page. */
export function AppShell() {
  useDeviceCatchUp();
  useKeepForOffline();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Closed by choosing a page: focus goes to that page's heading, not back to the menu button.
  const closedByNavigation = useRef(false);
  const closeAfterNavigation = () => {
    closedByNavigation.current = true;
    setDrawerOpen(false);
  };
  return (
    <TooltipProvider>
      <Frame>
        <SkipLink href="#main-content">Skip to content</SkipLink>
        <TopBar onOpenMenu={() => setDrawerOpen(true)} />
        <Sidebar>
          <SideNav />
        </Sidebar>
        <DialogRoot open={drawerOpen} onOpenChange={setDrawerOpen}>
          <DialogContent
            title="Menu"
            placement="left"
            onCloseAutoFocus={(event) => {
              if (closedByNavigation.current) event.preventDefault();
              closedByNavigation.current = false;
            }}
          >
            <SideNav onNavigate={closeAfterNavigation} />
          </DialogContent>
        </DialogRoot>
        <Main id="main-content" tabIndex={-1}>
          <Outlet />
        </Main>
      </Frame>
    </TooltipProvider>
  );
}
