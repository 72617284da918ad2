import { Dialog, VisuallyHidden } from 'radix-ui';
import { useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Icon } from '../../icons';
import { Banner } from '../../primitives/Banner/Banner';
import { Button } from '../../primitives/Button/Button';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { PageHeader } from '../../primitives/PageHeader/PageHeader';
import { SideMenu, type SideMenuProps } from '../SideMenu/SideMenu';
import {
  Content,
  DrawerContent,
  DrawerOverlay,
  Frame,
  Header,
  Main,
  MenuColumn,
  MenuToggle,
  NarrowOnly,
  Root,
} from './AppShell.styles';

export type AppShellProps = {
  /** The organisation's (or the product's) name and logo for the menu. */
  brand: SideMenuProps['brand'];
  /** The role's menu items. */
  menuItems: SideMenuProps['items'];
  /**
   * Key of the current page's menu item.
   * @default undefined
   */
  activeKey?: string;
  /** Page title (the header's h1). */
  title: string;
  /**
   * The line under the title.
   * @default undefined
   */
  description?: string;
  /** Called by the header's Logout button. */
  onLogout: () => void;
  /**
   * Renders menu links (the console passes its router's Link).
   * @default a plain anchor
   */
  renderLink?: SideMenuProps['renderLink'];
  /** The page. */
  children: ReactNode;
} & ComponentPropsWithoutRef<'div'>;

/**
 * The main layout: the narrow black menu (a drawer on narrow screens), the mobile-support banner,
 * a header with page title, description and Logout, and the page.
 */
export function AppShell({
  brand,
  menuItems,
  activeKey,
  title,
  description,
  onLogout,
  renderLink,
  children,
  ...rest
}: AppShellProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menu = (props: Partial<SideMenuProps>) => (
    <SideMenu brand={brand} items={menuItems} activeKey={activeKey} renderLink={renderLink} {...props} />
  );

  return (
    <Frame {...rest}>
      <Root>
        <MenuColumn>{menu({})}</MenuColumn>
        <Main>
          <NarrowOnly>
            <Banner variant="info">Mobile support limited, please use desktop for best experience.</Banner>
          </NarrowOnly>
          <Header>
            <MenuToggle>
              <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
                <Dialog.Trigger asChild>
                  <IconButton label="Open menu" variant="ghost" icon={<Icon name="menu" />} />
                </Dialog.Trigger>
                <Dialog.Portal>
                  <DrawerOverlay />
                  <DrawerContent aria-describedby={undefined}>
                    <Dialog.Close asChild>
                      <IconButton label="Close menu" variant="ghost" icon={<Icon name="close" />} />
                    </Dialog.Close>
                    <VisuallyHidden.Root asChild>
                      <Dialog.Title>Menu</Dialog.Title>
                    </VisuallyHidden.Root>
                    {menu({ onNavigate: () => setDrawerOpen(false) })}
                  </DrawerContent>
                </Dialog.Portal>
              </Dialog.Root>
            </MenuToggle>
            <PageHeader title={title} description={description} />
            <Button variant="secondary" icon={<Icon name="logout" />} onClick={onLogout}>
              Logout
            </Button>
          </Header>
          <Content>{children}</Content>
        </Main>
      </Root>
    </Frame>
  );
}
