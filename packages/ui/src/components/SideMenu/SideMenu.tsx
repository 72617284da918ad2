import type { ComponentPropsWithoutRef } from 'react';
import { VisuallyHidden } from 'radix-ui';
import styled from 'styled-components';
import { Icon, type IconName } from '../../icons';
import { renderAnchor, type RenderLink } from '../../navigation/render-link';

export type SideMenuItem = {
  key: string;
  label: string;
  href: string;
  /** @default 'home' */
  icon?: IconName;
  /**
   * A count of unread things behind the item (the Inbox's unread messages); hidden when 0.
   * @default undefined
   */
  unread?: number;
};

export type SideMenuProps = {
  /**
   * The organisation (or, for the super admin, the product) shown at the top; with `href`, it is a
   * link to the admin's own account.
   */
  brand: { name: string; logoUrl?: string | null; href?: string };
  /** The items the role may see, in order. */
  items: readonly SideMenuItem[];
  /**
   * Key of the item for the current page (marked aria-current).
   * @default undefined
   */
  activeKey?: string;
  /**
   * Renders each link (the console passes its router's Link).
   * @default a plain anchor
   */
  renderLink?: RenderLink;
  /**
   * Called after an item is chosen (the drawer closes itself with it).
   * @default undefined
   */
  onNavigate?: (item: SideMenuItem) => void;
} & ComponentPropsWithoutRef<'nav'>;

const Nav = styled.nav`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.space.xs};
  height: 100%;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xs};
  background: ${({ theme }) => theme.color.bg.menu};
  color: ${({ theme }) => theme.color.text.inverse};
  overflow-y: auto;
`;

const Brand = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding-bottom: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-align: center;
  word-break: break-word;
  a {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    color: inherit;
    text-decoration: none;
  }
  img {
    width: ${({ theme }) => theme.size.logo};
    height: ${({ theme }) => theme.size.logo};
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.bg.surface};
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Item = styled.li`
  a {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${({ theme }) => theme.space.xxs};
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xxs};
    border-radius: ${({ theme }) => theme.radius.md};
    color: ${({ theme }) => theme.color.text['menu-muted']};
    font-size: ${({ theme }) => theme.font.size.xs};
    text-align: center;
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.color.text.inverse};
    background: ${({ theme }) => theme.color.bg['menu-active']};
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.color.text.inverse};
    background: ${({ theme }) => theme.color.bg['menu-active']};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const Unread = styled.span`
  min-width: ${({ theme }) => theme.size.icon.small};
  padding: 0 ${({ theme }) => theme.space.xxs};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.bg.accent};
  color: ${({ theme }) => theme.color.text.inverse};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font['line-height'].normal};
`;

/** The narrow black left menu: the organisation's logo and name, then the role's items. */
export function SideMenu({
  brand,
  items,
  activeKey,
  renderLink = renderAnchor,
  onNavigate,
  ...rest
}: SideMenuProps) {
  const brandBody = (
    <>
      {brand.logoUrl ? <img src={brand.logoUrl} alt="" /> : null}
      <span>{brand.name}</span>
    </>
  );
  return (
    <Nav aria-label="Main menu" {...rest}>
      <Brand>
        {brand.href
          ? renderLink({ href: brand.href, 'aria-label': `${brand.name}, Account`, children: brandBody })
          : brandBody}
      </Brand>
      <List>
        {items.map((item) => (
          <Item key={item.key}>
            {renderLink({
              href: item.href,
              'aria-current': item.key === activeKey ? 'page' : undefined,
              onClick: () => onNavigate?.(item),
              children: (
                <>
                  <Icon name={item.icon ?? 'home'} />
                  <span>{item.label}</span>
                  {item.unread ? (
                    <Unread>
                      {item.unread}
                      <VisuallyHidden.Root> unread</VisuallyHidden.Root>
                    </Unread>
                  ) : null}
                </>
              ),
            })}
          </Item>
        ))}
      </List>
    </Nav>
  );
}
