import { Skeleton } from "@/components/ui/Skeleton";
import { useMe } from "@/lib/session/get-me";
import { useFollowState } from "../api/get-follow-state";
import { FollowButton } from "./FollowButton";

/**
 * Follow / Following for a signed-in user where the page does not already know the follow state
 * (the embeddable card): asks the server, then behaves like the artist page's button. Visitors
 * see nothing: an embedded card cannot open our sign-in dialog, and links to the artist page.
 */
export function SignedInFollow({ username }: { username: string }) {
  const me = useMe();
  const signedIn = Boolean(me.data?.user);
  const state = useFollowState(username, signedIn);
  if (!signedIn || state.isError) return null;
  if (state.isPending) return <Skeleton className="h-9 w-40" />;
  return <FollowButton username={username} followers={state.data.followers} following={state.data.following} onSignIn={() => undefined} />;
}
