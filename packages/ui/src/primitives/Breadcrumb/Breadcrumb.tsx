import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { renderAnchor, type RenderLink } from '../../navigation/render-link';

/** One step of the trail; the last one is the current page and is not a link. */
type BreadcrumbItem = {
  /** The page's name. */
  label: string;
  /** Where the step leads; a step without one is plain text. */
  href?: string;
};

export type BreadcrumbProps = {
  /** The trail from the top level down to the current page, which comes last. */
  items: BreadcrumbItem[];
  /**
   * Renders each link, e.g. through the console's router.
   * @default renderAnchor (a plain `<a href>`)
   */
  renderLink?: RenderLink;
  /**
   * Name of the navigation landmark.
   * @default 'Breadcrumb'
   */
  label?: string;
} & ComponentPropsWithoutRef<'nav'>;

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Item = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.text.muted};

  & > a {
    color: ${({ theme }) => theme.color.text.accent};
    text-underline-offset: ${({ theme }) => theme.space.xxs};
  }
  & > [aria-current='page'] {
    color: ${({ theme }) => theme.color.text.default};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const Separator = styled.svg`
  flex: none;
  width: ${({ theme }) => theme.size.icon.small};
  height: ${({ theme }) => theme.size.icon.small};
`;

/** Where the current page sits, with links back up (e.g. back to Sign-ups from the pupils list). */
export function Breadcrumb({
  items,
  renderLink = renderAnchor,
  label = 'Breadcrumb',
  ...rest
}: BreadcrumbProps) {
  return (
    <nav aria-label={label} {...rest}>
      <List>
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <Item key={`${index}-${item.label}`}>
              {index > 0 && (
                <Separator viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path
                    d="M9 6l6 6-6 6"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth={2}
                    strokeLinecap="round"
                  />
                </Separator>
              )}
              {current ? (
                <span aria-current="page">{item.label}</span>
              ) : item.href ? (
                renderLink({ href: item.href, children: item.label })
              ) : (
                <span>{item.label}</span>
              )}
            </Item>
          );
        })}
      </List>
    </nav>
  );
}
