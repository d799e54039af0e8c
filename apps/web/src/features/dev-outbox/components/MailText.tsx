import { Link } from "react-router";
import { splitLinks } from "../split-links";

const LINK_CLASS = "break-all font-medium text-link underline underline-offset-4";

/** A mail's text with its links clickable; links into this app stay in the app. */
export function MailText({ text }: { text: string }) {
  return (
    <p className="text-sm whitespace-pre-wrap">
      {splitLinks(text).map((part, index) => {
        if (part.kind === "text") return part.text;
        const url = new URL(part.href);
        if (url.origin === window.location.origin) {
          return (
            <Link key={index} to={`${url.pathname}${url.search}`} className={LINK_CLASS}>
              {part.href}
            </Link>
          );
        }
        return (
          <a key={index} href={part.href} rel="noopener noreferrer" className={LINK_CLASS}>
            {part.href}
          </a>
        );
      })}
    </p>
  );
}
