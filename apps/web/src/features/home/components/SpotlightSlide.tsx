import { formatWbe3, type FeaturedItem, type FeaturedType } from "@wbe3/domain";
import { ExternalLink, Music } from "lucide-react";
import { Badge } from "@/components/ui/Badge";
import { buttonVariants } from "@/components/ui/Button";

const TYPE_LABEL: Record<FeaturedType, string> = {
  music: "Music",
  jewelry: "Jewelry",
  art: "Art",
  book: "Book",
};

interface SpotlightSlideProps {
  item: FeaturedItem;
  position: number;
  total: number;
}

export function SpotlightSlide({ item, position, total }: SpotlightSlideProps) {
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${position} of ${total}: ${item.title}`}
      className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:items-center"
    >
      <div className="aspect-square w-full overflow-hidden rounded-xl bg-muted">
        <img
          src={item.imageUrl}
          alt={`Artwork for ${item.title}`}
          width={400}
          height={400}
          decoding="async"
          className="size-full object-cover"
        />
      </div>
      <div className="flex min-h-56 flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{TYPE_LABEL[item.type]}</Badge>
          {/* The artist page's own count (the server computes it); a catalog with no tracks yet shows no badge. */}
          {item.trackCount !== null && item.trackCount > 0 && (
            <Badge>
              <Music aria-hidden="true" />
              {item.trackCount === 1 ? "1 Track" : `${item.trackCount} Tracks`}
            </Badge>
          )}
        </div>
        <h3 className="text-2xl font-bold tracking-tight md:text-3xl">{item.title}</h3>
        <p className="font-medium text-muted-foreground">{item.artist}</p>
        <p className="line-clamp-3">{item.description}</p>
        {item.price !== null && <p className="text-lg font-semibold">{formatWbe3(item.price)} WBE3</p>}
        {item.listenUrl && (
          <div>
            <a href={item.listenUrl} target="_blank" rel="noopener noreferrer" className={buttonVariants()}>
              <ExternalLink aria-hidden="true" />
              Listen
              <span className="sr-only"> to {item.title} (opens in a new tab)</span>
            </a>
          </div>
        )}
      </div>
    </div>
  );
}
