import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { renderAnchor, type RenderLink } from '../../navigation/render-link';

export type TileProps = {
  /** The destination's name; it is the text of the tile's only link. */
  title: string;
  /** Where the tile leads. */
  href: string;
  /**
   * A sentence about the destination, read as the link's description.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * A decorative icon before the title.
   * @default undefined
   */
  icon?: ReactNode;
  /**
   * Renders the link, e.g. through the console's router; receives `href`, `children` and ARIA props.
   * @default renderAnchor (a plain `<a href>`)
   */
  renderLink?: RenderLink;
} & Omit<ComponentPropsWithoutRef<'div'>, 'title'>;

const Root = styled.div`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  border: ${({ theme }) => theme.size.border.thin} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  transition:
    border-color ${({ theme }) => theme.duration.fast},
    box-shadow ${({ theme }) => theme.duration.fast};

  &:hover {
    border-color: ${({ theme }) => theme.color.border.accent};
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
  /* The ring goes round the whole tile, which is what the link covers. */
  &:has(a:focus-visible) {
    outline: ${({ theme }) => theme.size['focus-ring']} solid ${({ theme }) => theme.color.border.focus};
    outline-offset: ${({ theme }) => theme.space.xxs};
  }
`;

const IconBox = styled.div`
  display: inline-flex;
  flex: none;
  color: ${({ theme }) => theme.color.text.accent};
  & > svg {
    width: ${({ theme }) => theme.size.icon.large};
    height: ${({ theme }) => theme.size.icon.large};
  }
`;

const Text = styled.div`
  min-width: 0;
`;

// The link's ::after covers the tile, so the whole card is clickable through one link.
const Title = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  & > a {
    color: ${({ theme }) => theme.color.text.default};
    text-decoration: none;
    &:focus-visible {
      outline: none;
    }
    &::after {
      content: '';
      position: absolute;
      inset: 0;
      border-radius: inherit;
    }
  }
`;

const Description = styled.div`
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text.muted};
  & > p {
    margin: 0;
  }
`;

/** A card that leads somewhere (the Pupils, Parents and Staff shortcuts on the sign-ups page). */
export function Tile({ title, href, description, icon, renderLink = renderAnchor, ...rest }: TileProps) {
  const descriptionId = useId();
  return (
    <Root {...rest}>
      {icon && <IconBox aria-hidden="true">{icon}</IconBox>}
      <Text>
        <Title>
          {renderLink({ href, children: title, 'aria-describedby': description ? descriptionId : undefined })}
        </Title>
        {description && <Description id={descriptionId}>{description}</Description>}
      </Text>
    </Root>
  );
}
