import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import styled from 'styled-components';

export type EmptyStateProps = {
  /** What is missing, in the user's words ('No notices yet'). */
  title: ReactNode;
  /**
   * What the user can do about it.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * A decorative icon above the title (hidden from screen readers).
   * @default undefined
   */
  icon?: ReactNode;
  /**
   * A call to action, e.g. a 'New post' button.
   * @default undefined
   */
  action?: ReactNode;
  /**
   * Level of the title's heading, to fit the page's outline.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
} & Omit<ComponentPropsWithoutRef<'div'>, 'title'>;

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  text-align: center;
  color: ${({ theme }) => theme.color.text.default};
`;

const IconBox = styled.div`
  display: inline-flex;
  color: ${({ theme }) => theme.color.text.muted};
  & > svg {
    width: ${({ theme }) => theme.size.control.medium};
    height: ${({ theme }) => theme.size.control.medium};
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font['line-height'].tight};
`;

const Description = styled.div`
  max-width: ${({ theme }) => theme.size['field-max']};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text.muted};
  & > p {
    margin: 0;
  }
`;

const Action = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
`;

/** Takes the place of a list, table or chart that has nothing to show. */
export function EmptyState({ title, description, icon, action, headingLevel = 2, ...rest }: EmptyStateProps) {
  return (
    <Root {...rest}>
      {icon && <IconBox aria-hidden="true">{icon}</IconBox>}
      <Title as={`h${headingLevel}`}>{title}</Title>
      {description && <Description>{description}</Description>}
      {action && <Action>{action}</Action>}
    </Root>
  );
}
