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

/** A file input drawn as the console's controls are: its choose button a secondary button, its file name beside it. */
export const FileInput = styled.input`
  max-width: 100%;
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text.muted};
  &::file-selector-button {
    min-height: ${({ theme }) => theme.size.control.medium};
    margin-inline-end: ${({ theme }) => theme.space.md};
    padding: 0 ${({ theme }) => theme.space.lg};
    border: ${({ theme }) => theme.size.border.thin} solid ${({ theme }) => theme.color.border.strong};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.bg.surface};
    color: ${({ theme }) => theme.color.text.default};
    font: inherit;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    cursor: pointer;
    transition: background-color ${({ theme }) => theme.duration.fast};
  }
  &:hover:not(:disabled)::file-selector-button {
    background: ${({ theme }) => theme.color.bg.subtle};
  }
  &:disabled::file-selector-button {
    cursor: not-allowed;
    background: ${({ theme }) => theme.color.bg.disabled};
    border-color: transparent;
  }
`;
