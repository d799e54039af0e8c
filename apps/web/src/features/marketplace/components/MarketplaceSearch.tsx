import { useEffect, useId, useRef, useState } from "react";
import { Search } from "lucide-react";
import { Input } from "@/components/ui/Input";

export const SEARCH_DEBOUNCE_MS = 250;

interface MarketplaceSearchProps {
  /** The committed search (from the URL). */
  value: string;
  onCommit: (value: string) => void;
}

export function MarketplaceSearch({ value, onCommit }: MarketplaceSearchProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const [committed, setCommitted] = useState(value);
  const timer = useRef<number | undefined>(undefined);

  // Back/forward or a new link changes the URL under us: show what the URL now says.
  if (value !== committed) {
    setCommitted(value);
    setText(value);
  }

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return (
    <div className="relative w-full sm:max-w-md">
      <label htmlFor={id} className="sr-only">
        Search the marketplace
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input
        id={id}
        type="search"
        value={text}
        placeholder="Search title, artist or description"
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => onCommit(next), SEARCH_DEBOUNCE_MS);
        }}
        onKeyDown={(event) => {
          if (event.key !== "Enter") return;
          window.clearTimeout(timer.current);
          onCommit(text);
        }}
        className="pl-9"
      />
    </div>
  );
}
