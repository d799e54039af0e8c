import { ImageOff } from "lucide-react";
import { cn } from "@/lib/cn";

interface ItemImageProps {
  src: string | null;
  title: string;
  /** Below-the-fold card images wait until they are near the viewport. */
  lazy?: boolean;
  /** The first image a visitor sees (likely the page's largest paint): fetched first. */
  priority?: boolean;
  className?: string;
}

/** Fixed 4:3 box so the card does not change height when the image arrives (no layout shift). */
export function ItemImage({ src, title, lazy = true, priority = false, className }: ItemImageProps) {
  return (
    <div className={cn("aspect-[4/3] w-full overflow-hidden bg-muted", className)}>
      {src ? (
        <img
          src={src}
          alt={`Artwork for ${title}`}
          width={400}
          height={300}
          loading={lazy && !priority ? "lazy" : "eager"}
          fetchPriority={priority ? "high" : "auto"}
          decoding="async"
          className="size-full object-cover"
        />
      ) : (
        <div className="flex size-full items-center justify-center text-muted-foreground">
          <ImageOff aria-hidden="true" className="size-8" />
          <span className="sr-only">No image for {title}</span>
        </div>
      )}
    </div>
  );
}
