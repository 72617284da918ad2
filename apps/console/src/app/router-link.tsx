import type { RenderLink } from '@stride/ui';
import { Link } from 'react-router-dom';

/** How ui components render a console link: through the router, so navigation stays in the app. */
export const routerLink: RenderLink = ({ href, ...rest }) => <Link to={href} {...rest} />;
