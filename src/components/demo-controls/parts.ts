import styled from 'styled-components';
import { Field, Input } from '@/components/form-field';

/** The panel's pieces: one fieldset per setting, its choices and fields. */
export const Section = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  legend {
    padding: 0 ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

export const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.touchTarget};
`;

export const Select = styled(Input).attrs({ as: 'select' })``;

/** A field that takes the rest of its row. */
export const Wide = styled(Field)`
  flex: 1 1 12rem;
`;

export const Active = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
  }
`;
