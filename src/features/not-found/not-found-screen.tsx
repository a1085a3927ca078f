import { AlertCircle } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/components/button';
import { Card, Muted } from '@/components/card';

const Wrap = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.lg};
`;

const Panel = styled(Card)`
  width: min(${({ theme }) => theme.layout.panelWidth}, 100%);
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  h1 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  svg {
    color: ${({ theme }) => theme.color.danger};
    flex-shrink: 0;
  }
`;

export function NotFoundScreen() {
  return (
    <Wrap>
      <Panel>
        <h1>
          <AlertCircle size={28} aria-hidden="true" />
          404 Page Not Found
        </h1>
        <Muted>Did you forget to add the page to the router?</Muted>
        <Button as={Link} to="/">
          Go to the home page
        </Button>
      </Panel>
    </Wrap>
  );
}
