import styled from 'styled-components';
import { Muted } from '@/components/card';
import type { Faq } from '../content';

const Question = styled.details`
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  summary {
    display: flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: ${({ theme }) => theme.space.sm} 0;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    cursor: pointer;
  }
  p {
    padding-bottom: ${({ theme }) => theme.space.md};
  }
`;

/** Questions that open one by one (native disclosure: keyboard and screen readers for free). */
export function FaqList({ items }: { items: Faq[] }) {
  return (
    <div>
      {items.map(({ question, answer }) => (
        <Question key={question}>
          <summary>{question}</summary>
          <Muted>{answer}</Muted>
        </Question>
      ))}
    </div>
  );
}
