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

/** Text shown as it is (a JSON body), in its own scrollable box. */
export const Code = styled.pre`
  max-height: 12rem;
  margin: 0;
  overflow: auto;
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.color.surfaceMuted};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** A captioned example, its caption set as a field's label. */
export const Figure = styled.figure`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  figcaption {
    font-weight: ${({ theme }) => theme.font.weight.medium};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;
