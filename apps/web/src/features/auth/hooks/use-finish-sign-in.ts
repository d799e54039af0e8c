import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { connected, type MeResponse, type SignInResponse } from "@wbe3/domain";
import { meQueryKey } from "@/lib/session/get-me";
import { notify } from "@/lib/toast";

interface FinishOptions {
  /** Where to go next; the role's home unless a flow says otherwise (the /register steps). */
  navigateTo?: string;
  /** Sign-up says its own success message instead of "Connected!". */
  announce?: boolean;
}

/**
 * What every successful sign-in does: adopt the server's session, say who the user is now (and
 * the privileged wallet's welcome), and go to their home.
 */
export function useFinishSignIn(): (response: SignInResponse, options?: FinishOptions) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (response, options = {}) => {
      const me: MeResponse = { user: response.user, role: response.role, home: response.home };
      queryClient.setQueryData(meQueryKey, me);
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      if (options.announce !== false && response.role) {
        const { title, description } = connected(response.role);
        notify.success(title, { description });
      }
      if (response.welcome) notify.success(response.welcome.title, { description: response.welcome.description });
      void navigate(options.navigateTo ?? response.home);
    },
    [navigate, queryClient],
  );
}
