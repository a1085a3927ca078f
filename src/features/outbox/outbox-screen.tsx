import dayjs from 'dayjs';
import { Inbox, RefreshCw } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { QueryBoundary } from '@/components/load-states';
import { Button } from '@/components/button';
import { Card, CardTitle, Muted } from '@/components/card';
import { Page, PageHeader, PageTitle, plainList, Stack } from '@/components/layout';
import { Skeleton } from '@/components/skeleton';
import type { OutboxMessage } from '@/lib/api/contract';
import { useOutbox } from './api';

const Header = styled(PageHeader)`
  align-items: flex-start;
`;

const Messages = styled.ul`
  ${plainList}
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const MessageCard = styled(Card).attrs({ as: 'li' })`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: start;
`;

const Meta = styled(Muted)`
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Body = styled.p`
  white-space: pre-line;
`;

const EmptyState = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: center;
  text-align: center;
  svg {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const LINK_LABELS: Record<OutboxMessage['kind'], string> = {
  'verify-email': 'Verify email address',
  'reset-password': 'Reset password',
};

function MessageItem({ message }: { message: OutboxMessage }) {
  return (
    <MessageCard>
      <CardTitle>{message.subject}</CardTitle>
      <Meta>
        To {message.to} ·{' '}
        <time dateTime={message.createdAt}>
          {dayjs(message.createdAt).format('MMMM D, YYYY [at] h:mm A')}
        </time>
      </Meta>
      <Body>{message.text}</Body>
      <Button as={Link} to={message.link}>
        {LINK_LABELS[message.kind]}
      </Button>
    </MessageCard>
  );
}

function OutboxContent() {
  return (
    <QueryBoundary
      query={useOutbox()}
      what="The outbox"
      skeleton={
        <Stack role="status" aria-label="Loading messages" aria-busy="true">
          <Skeleton $height="10rem" />
          <Skeleton $height="10rem" />
        </Stack>
      }
      empty={{
        when: (messages) => messages.length === 0,
        show: (
          <EmptyState>
            <Inbox size={32} aria-hidden="true" />
            <CardTitle>No messages yet</CardTitle>
            <Muted>
              Sign up, ask for a new verification link or reset a password, and the e-mail appears
              here.
            </Muted>
          </EmptyState>
        ),
      }}
    >
      {(messages) => (
        <Messages aria-label="Messages">
          {messages.map((message) => (
            <MessageItem key={message.id} message={message} />
          ))}
        </Messages>
      )}
    </QueryBoundary>
  );
}

/** The demo outbox (/outbox): the e-mails the mocked server would have sent, newest first. */
export function OutboxScreen() {
  const { refetch, isFetching } = useOutbox();
  return (
    <Page>
      <Header>
        <Stack $gap="sm">
          <PageTitle>Demo outbox</PageTitle>
          <Muted>
            This demo has no real mail server. Every e-mail the mocked server would have sent, such
            as verification and password reset messages, lands here with its working link.
          </Muted>
        </Stack>
        <Button type="button" $variant="secondary" onClick={() => refetch()} disabled={isFetching}>
          <RefreshCw size={18} aria-hidden="true" />
          {isFetching ? 'Refreshing...' : 'Refresh'}
        </Button>
      </Header>
      <OutboxContent />
    </Page>
  );
}
