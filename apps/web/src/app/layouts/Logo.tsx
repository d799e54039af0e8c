import { Link } from "react-router";
import { PATHS } from "@/config/paths";

export function Logo() {
  return (
    <Link
      to={PATHS.home}
      className="inline-flex min-h-10 items-center gap-2 rounded-md font-extrabold tracking-tight focus-visible:outline-2 focus-visible:outline-ring"
    >
      <img src="/logo.svg" alt="" width={32} height={32} className="size-8" />
      <span className="text-xl">WBE3</span>
      <span className="sr-only">home</span>
    </Link>
  );
}
