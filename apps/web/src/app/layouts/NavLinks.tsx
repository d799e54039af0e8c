import { NavLink } from "react-router";
import type { NavLink as NavItem } from "@wbe3/domain";
import { cn } from "@/lib/cn";

interface NavLinksProps {
  label: string;
  links: readonly NavItem[];
  className?: string;
  onNavigate?: () => void;
}

export function NavLinks({ label, links, className, onNavigate }: NavLinksProps) {
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex gap-1">
        {links.map((link) => (
          <li key={`${link.label}-${link.path}`}>
            <NavLink
              to={link.path}
              end={link.path === "/"}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  "inline-flex min-h-9 items-center rounded-md px-3 text-sm font-medium hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring",
                  isActive ? "bg-muted text-foreground" : "text-muted-foreground",
                )
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
