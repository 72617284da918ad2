import styled, { css } from 'styled-components';

// Shared by the labelled form fields (TextField, PasswordField, Select) so they line up in a form.

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
  max-width: ${({ theme }) => theme.size['field-max']};
`;

export const FieldLabel = styled.label`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.text.default};
`;

export const RequiredMark = styled.span`
  margin-left: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.color.text.danger};
`;

export const FieldDescription = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.text.muted};
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.text.danger};
`;

/** The bordered box of a control; invalid and disabled looks follow the control's own ARIA/native state. */
export const controlBox = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.size.control.medium};
  padding: 0 ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.size.border.thin} solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.default};
  font-size: ${({ theme }) => theme.font.size.sm};
  transition: border-color ${({ theme }) => theme.duration.fast};

  &[data-size='small'] {
    min-height: ${({ theme }) => theme.size.control.small};
    padding: 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  &[data-size='large'] {
    min-height: ${({ theme }) => theme.size.control.large};
    padding: 0 ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  &:hover {
    border-color: ${({ theme }) => theme.color.text.default};
  }
  &:has(> [aria-invalid='true']),
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.border.danger};
    box-shadow: inset 0 0 0 ${({ theme }) => theme.size.border.thin}
      ${({ theme }) => theme.color.border.danger};
  }
  &:has(> :disabled),
  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.color.bg.disabled};
    color: ${({ theme }) => theme.color.text.muted};
    border-color: ${({ theme }) => theme.color.border.default};
  }
`;

/** An input without a box of its own, filling the control box it sits in (TextField, SchoolSelector). */
export const bareInput = css`
  flex: 1;
  align-self: stretch;
  /* A placeholder or value longer than the box ends in an ellipsis, not mid-letter. */
  text-overflow: ellipsis;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  &:focus-visible {
    outline: none;
  }
  &:disabled {
    cursor: not-allowed;
  }
  &::placeholder {
    color: ${({ theme }) => theme.color.text.muted};
  }
`;
