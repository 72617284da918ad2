import styled from 'styled-components';

// The fields and the preview side by side at three to two; where both cannot have their least width
// (a phone, a narrow window), the preview goes under the form instead of lying on it.
export const Layout = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xl};
  align-items: flex-start;
  > section {
    flex: 2 1 0;
    min-width: min(100%, ${({ theme }) => theme.size['card-min']});
  }
`;

export const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  flex: 3 1 0;
  min-width: min(100%, ${({ theme }) => theme.size['field-max']});
`;

export const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.size.border.thin} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};

  legend {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    padding: 0 ${({ theme }) => theme.space.xs};
  }
`;

export const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
`;

/** An attached file's name: a long one wraps (its text breaks anywhere), its Remove stays beside it. */
export const FileName = styled.span`
  min-width: 0;
`;

/** A field and its buttons on one line, the field taking the room left. */
export { FieldRow as Row } from '../../components/form-layout.styles';

export const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

/** A failed send and the buttons, kept together (scrolled into view as one). */
export const SendArea = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;
