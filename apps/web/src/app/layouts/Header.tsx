import { BASE_NETWORK_BADGE, NAV_PRIMARY, NAV_SECONDARY } from "@wbe3/domain";
import { Badge } from "@/components/ui/Badge";
import { ThemeToggle } from "@/features/theme/components/ThemeToggle";
import { Logo } from "./Logo";
import { MobileMenu } from "./MobileMenu";
import { NavLinks } from "./NavLinks";
import { SessionControls } from "./SessionControls";

export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
        <Logo />
        <NavLinks label="Main" links={NAV_PRIMARY} className="hidden md:block" />
        <div className="ml-auto flex items-center gap-2">
          <div className="hidden sm:block">
            <Badge variant="outline">{BASE_NETWORK_BADGE}</Badge>
          </div>
          <div className="hidden md:block">
            <ThemeToggle />
          </div>
          <div className="hidden md:block">
            <SessionControls />
          </div>
          <MobileMenu className="md:hidden" />
        </div>
      </div>
      <div className="hidden border-t border-border md:block">
        <NavLinks label="Sections" links={NAV_SECONDARY} className="mx-auto max-w-7xl px-4 py-1" />
      </div>
    </header>
  );
}
