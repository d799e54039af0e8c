import { RefreshCw } from "lucide-react";
import { OUTBOX_LOCAL_ONLY, type OutboxMail } from "@wbe3/domain";
import { PageLoading } from "@/components/PageLoading";
import { Button } from "@/components/ui/Button";
import { Card, CardContent, CardHeader } from "@/components/ui/Card";
import { usePublicConfig } from "@/lib/config/get-public-config";
import { useOutbox } from "../api/get-outbox";
import { MailText } from "./MailText";

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** Local mode only: the mail the platform "sent", so sign-up and reset links can be followed. */
export function DevOutboxPage() {
  const config = usePublicConfig();
  const localMode = config.data?.localMode === true;
  const outbox = useOutbox({ enabled: localMode });

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">Dev Outbox</h1>
        {localMode && (
          <Button variant="outline" onClick={() => void outbox.refetch()} disabled={outbox.isFetching}>
            <RefreshCw aria-hidden="true" />
            Refresh
          </Button>
        )}
      </div>
      <p className="mt-3 text-muted-foreground">
        Without an SMTP server, local mode keeps every mail here instead of sending it. Newest first.
      </p>
      <div className="mt-8">
        {config.isPending ? (
          <PageLoading />
        ) : !localMode ? (
          <p>{OUTBOX_LOCAL_ONLY}</p>
        ) : outbox.isError ? (
          <p role="alert" className="text-destructive">
            Could not load the outbox: {outbox.error.message}
          </p>
        ) : !outbox.data ? (
          <PageLoading />
        ) : outbox.data.mails.length === 0 ? (
          <p>No mail yet. Sign up or ask for a password reset, then refresh.</p>
        ) : (
          <ul className="grid gap-4" aria-label="Mails">
            {outbox.data.mails.map((mail) => (
              <li key={mail.id}>
                <MailCard mail={mail} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function MailCard({ mail }: { mail: OutboxMail }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">{mail.subject}</h2>
        <p className="text-sm text-muted-foreground">
          To {mail.to} · <time dateTime={mail.createdAt}>{dateFormat.format(new Date(mail.createdAt))}</time>
        </p>
      </CardHeader>
      <CardContent>
        <MailText text={mail.text} />
      </CardContent>
    </Card>
  );
}
