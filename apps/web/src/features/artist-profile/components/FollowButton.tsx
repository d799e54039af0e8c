import { AppError, FOLLOW_FAILED, FOLLOW_LABEL, FOLLOWING_LABEL, followersText } from "@wbe3/domain";
import { UserCheck, UserPlus } from "lucide-react";
import { Button } from "@/components/ui/Button";
import { useMe } from "@/lib/session/get-me";
import { useSetFollowing } from "../api/follow-artist";

export interface FollowButtonProps {
  username: string;
  followers: number;
  following: boolean;
  /** Opens the sign-in dialog: a visitor signs in before following. */
  onSignIn: () => void;
}

/** The server's reason when it refused (e.g. following yourself); a generic sentence for anything else. */
function refusalText(error: Error): string {
  return error instanceof AppError && error.code !== "internal" ? error.message : FOLLOW_FAILED;
}

/** Follow / Following with the follower count; visitors are asked to sign in first. */
export function FollowButton({ username, followers, following, onSignIn }: FollowButtonProps) {
  const me = useMe();
  const follow = useSetFollowing(username);
  const signedIn = Boolean(me.data?.user);
  const onClick = () => (signedIn ? follow.mutate(!following) : onSignIn());
  return (
    <div className="grid justify-items-start gap-1">
      <div className="flex items-center gap-3">
        <Button
          type="button"
          variant={following ? "outline" : "primary"}
          aria-pressed={signedIn ? following : undefined}
          disabled={follow.isPending || me.isPending}
          onClick={onClick}
        >
          {following ? <UserCheck aria-hidden="true" className="size-4" /> : <UserPlus aria-hidden="true" className="size-4" />}
          {following ? FOLLOWING_LABEL : FOLLOW_LABEL}
        </Button>
        <span className="text-sm text-muted-foreground">{followersText(followers)}</span>
      </div>
      {follow.isError && (
        <p role="alert" className="text-sm text-destructive">
          {refusalText(follow.error)}
        </p>
      )}
    </div>
  );
}
