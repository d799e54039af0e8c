import { FOLLOWERS_LOAD_FAILED, FOLLOWERS_TITLE, NO_FOLLOWERS_YET, followersText, type Follower } from "@wbe3/domain";
import { UserRound } from "lucide-react";
import { Button } from "@/components/ui/Button";
import { Skeleton } from "@/components/ui/Skeleton";
import { PATHS } from "@/config/paths";
import { useArtistFollowers } from "../api/get-artist-details";
import { dayText } from "../format";
import { DetailPage } from "./DetailPage";

function FollowerItem({ follower }: { follower: Follower }) {
  const name = follower.name ?? (follower.username ? `@${follower.username}` : "A listener");
  return (
    <li className="flex items-center gap-3 rounded-lg border border-border p-3">
      {follower.avatarUrl ? (
        <img src={follower.avatarUrl} alt="" className="size-10 rounded-full object-cover" loading="lazy" />
      ) : (
        <span className="flex size-10 items-center justify-center rounded-full bg-muted">
          <UserRound aria-hidden="true" className="size-5 text-muted-foreground" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{name}</p>
        {follower.username && (
          <a href={PATHS.artist(follower.username)} className="text-sm text-link underline-offset-4 hover:underline">
            @{follower.username}
          </a>
        )}
      </div>
      <span className="text-sm text-muted-foreground">Since {dayText(follower.followedAt)}</span>
    </li>
  );
}

/** Who follows the artist, newest first, with "Show more" for the next page. */
export function FollowersPage() {
  const followers = useArtistFollowers();
  const pages = followers.data?.pages ?? [];
  const list = pages.flatMap((page) => page.followers);
  const total = pages[0]?.total ?? 0;
  return (
    <DetailPage title={FOLLOWERS_TITLE} description="Everyone who follows you on your artist page or your embeddable card, newest first.">
      {followers.isPending && <Skeleton className="h-32 w-full" />}
      {followers.isError && (
        <p role="alert" className="text-destructive">
          {FOLLOWERS_LOAD_FAILED}
        </p>
      )}
      {followers.data && list.length === 0 && <p className="text-muted-foreground">{NO_FOLLOWERS_YET}</p>}
      {list.length > 0 && (
        <>
          <p className="text-sm text-muted-foreground">{followersText(total)}</p>
          <ul aria-label="Followers" className="grid gap-2">
            {list.map((follower, index) => (
              <FollowerItem key={`${follower.followedAt}-${index.toString()}`} follower={follower} />
            ))}
          </ul>
        </>
      )}
      {followers.hasNextPage && (
        <Button
          variant="outline"
          className="justify-self-start"
          disabled={followers.isFetchingNextPage}
          onClick={() => void followers.fetchNextPage()}
        >
          {followers.isFetchingNextPage ? "Loading..." : "Show more"}
        </Button>
      )}
    </DetailPage>
  );
}
