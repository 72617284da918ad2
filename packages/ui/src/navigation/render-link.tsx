import type { AnchorHTMLAttributes, ReactElement } from 'react';

/** What a link needs; the console maps it onto its router's Link (ui itself never routes). */
export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** Renders a link; pass one to components whose links should go through a client-side router. */
export type RenderLink = (props: LinkProps) => ReactElement;

/** The default: a plain anchor. */
export const renderAnchor: RenderLink = (props) => <a {...props} />;
