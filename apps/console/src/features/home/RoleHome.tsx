import { homePathOf } from '@stride/domain';
import { useAtomValue } from 'jotai';
import { Navigate } from 'react-router-dom';
import { roleAtom } from '../../session/session-atoms';

/** /members: on to the role's own Home (ADR 0111); the layout has already sent a signed-out visitor to Login. */
export function RoleHome() {
  const role = useAtomValue(roleAtom);
  return role ? <Navigate to={homePathOf(role)} replace /> : null;
}
