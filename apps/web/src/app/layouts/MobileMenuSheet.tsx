import type { RefObject } from "react";
import { BASE_NETWORK_BADGE, NAV_PRIMARY, NAV_SECONDARY } from "@wbe3/domain";
import { Badge } from "@/components/ui/Badge";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/Sheet";
import { ThemeToggle } from "@/features/theme/components/ThemeToggle";
import { NavLinks } from "./NavLinks";
import { SessionControls } from "./SessionControls";

interface MobileMenuSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}

/** The header's navigation and controls for small screens; Radix traps focus and closes on Escape. */
export function MobileMenuSheet({ open, onOpenChange, returnFocusRef }: MobileMenuSheetProps) {
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        closeLabel="Close menu"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusRef.current?.focus();
        }}
      >
        <SheetTitle className="text-lg font-semibold">Menu</SheetTitle>
        <SheetDescription className="sr-only">Site navigation and account</SheetDescription>
        <Badge variant="outline" className="self-start">
          {BASE_NETWORK_BADGE}
        </Badge>
        <NavLinks label="Main menu" links={NAV_PRIMARY} className="[&_ul]:flex-col" onNavigate={close} />
        <hr className="border-border" />
        <NavLinks label="All sections" links={NAV_SECONDARY} className="[&_ul]:flex-col" onNavigate={close} />
        <hr className="border-border" />
        <ThemeToggle className="self-start" />
        <SessionControls onAction={close} />
      </SheetContent>
    </Sheet>
  );
}
