/** Layout of the admin forms (council, organisation): titled sections of fields in a responsive grid. */
import styled from 'styled-components';

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  max-width: calc(${({ theme }) => theme.size['field-max']} * 2);
`;

export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(
    auto-fit,
    minmax(min(100%, calc(${({ theme }) => theme.size['field-max']} * 0.75)), 1fr)
  );
  gap: ${({ theme }) => theme.space.lg};
`;

export const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
`;

/** Fields and buttons side by side, wrapping, aligned on their bottom edge (a field with its button). */
export const InlineFields = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
`;

/** A field and its buttons on one line: the first (the field) takes the room left, all aligned on their bottom edge. */
export const FieldRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  > :first-child {
    flex: 1;
  }
`;
