import { Navigate } from 'react-router';
import { useStoredValue } from '../../../lib/stored-value.ts';
import { joinPath, pendingJoinCode } from '../join-link.ts';

/**
 * On the screens a sign-up or a sign-in lands on (/setup-space, /join-space): back to the join link
 * that was opened signed out, its code filled in.
 */
export function ResumeJoinLink() {
  const code = useStoredValue(pendingJoinCode);
  return code ? <Navigate to={joinPath(code)} replace /> : null;
}
