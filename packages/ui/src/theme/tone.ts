import { css } from 'styled-components';

/**
 * Background and text colour per `data-tone` attribute: the tinted colour pairs shared by Alert, Tag and
 * other status surfaces (all pass AA, see contrast-pairs).
 */
export const toneStyles = css`
  &[data-tone='neutral'] {
    background: ${({ theme }) => theme.color.bg.subtle};
    color: ${({ theme }) => theme.color.text.default};
  }
  &[data-tone='accent'] {
    background: ${({ theme }) => theme.color.bg['accent-subtle']};
    color: ${({ theme }) => theme.color.text.accent};
  }
  &[data-tone='info'] {
    background: ${({ theme }) => theme.color.bg['info-subtle']};
    color: ${({ theme }) => theme.color.text.info};
  }
  &[data-tone='success'] {
    background: ${({ theme }) => theme.color.bg['success-subtle']};
    color: ${({ theme }) => theme.color.text.success};
  }
  &[data-tone='warning'] {
    background: ${({ theme }) => theme.color.bg['warning-subtle']};
    color: ${({ theme }) => theme.color.text.warning};
  }
  &[data-tone='danger'] {
    background: ${({ theme }) => theme.color.bg['danger-subtle']};
    color: ${({ theme }) => theme.color.text.danger};
  }
`;
