import { categoryLabel, marketplaceFilters, type MarketplaceFilter } from "@wbe3/domain";

interface CategoryChipsProps {
  value: MarketplaceFilter;
  onChange: (category: MarketplaceFilter) => void;
}

export function CategoryChips({ value, onChange }: CategoryChipsProps) {
  return (
    <div role="group" aria-label="Category" className="flex flex-wrap gap-2">
      {marketplaceFilters().map((category) => (
        <button
          key={category}
          type="button"
          aria-pressed={value === category}
          onClick={() => onChange(category)}
          className="inline-flex min-h-9 items-center rounded-full border border-border px-4 text-sm font-medium text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-pressed:border-transparent aria-pressed:bg-primary aria-pressed:text-primary-foreground"
        >
          {categoryLabel(category)}
        </button>
      ))}
    </div>
  );
}
