import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '../../../app/paths.ts';
import { api, errorMessage, readJson } from '../../../lib/api-client.ts';
import { clearSelectedProfile, endSession } from '../../../lib/session.ts';
import { clearSession } from './get-me.ts';

/** "Se déconnecter": ends the session on the server, forgets everything local, then /login. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => readJson(api.api.auth.logout.$post()),
    onSuccess: () => {
      endSession();
      // The app's listener does it too; called here so the cache is empty before /login renders.
      clearSession(queryClient);
      clearSelectedProfile();
      toast.success('Déconnexion réussie');
      navigate(paths.login, { replace: true });
    },
    onError: (error) => {
      toast.error('Erreur lors de la déconnexion', { description: errorMessage(error) });
    },
  });
}
