import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import styled from 'styled-components';

export type PageHeaderProps = {
  /** The page's name, rendered as its only `h1`. */
  title: ReactNode;
  /**
   * A sentence under the title saying what the page is for.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * Page-level controls at the end of the header (New post, Export...).
   * @default undefined
   */
  actions?: ReactNode;
} & Omit<ComponentPropsWithoutRef<'div'>, 'title'>;

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const Text = styled.div`
  min-width: 0;
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font['line-height'].tight};
  /* A long one-word title breaks on a phone rather than running under the buttons beside it. */
  overflow-wrap: anywhere;
`;

const Description = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text.muted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * The title block of a page. A `div`, not a `header`: the console layout owns the banner landmark,
 * and a second one would be an accessibility error.
 */
export function PageHeader({ title, description, actions, ...rest }: PageHeaderProps) {
  return (
    <Root {...rest}>
      <Text>
        <Title>{title}</Title>
        {description && <Description>{description}</Description>}
      </Text>
      {actions && <Actions>{actions}</Actions>}
    </Root>
  );
}
