import { useWatch } from "react-hook-form";
import { STREAM_TYPE_LABELS, STREAM_TYPES } from "@wbe3/domain";
import { ShowTextField, type ShowForm } from "./ShowTextField";

const LINK_LABEL = { youtube: "YouTube link", twitch: "Twitch link" } as const;
const LINK_HINT = {
  youtube: "A watch, youtu.be, shorts or embed link.",
  twitch: "A channel (twitch.tv/yourname) or a video link.",
} as const;

/** SPEC 5's platforms: a YouTube or Twitch link, or RTMP's ingest URL and stream key (+ an HLS playback URL). */
export function StreamFields({ form }: { form: ShowForm }) {
  const streamType = useWatch({ control: form.control, name: "streamType" }) ?? "youtube";
  return (
    <fieldset className="grid gap-3 rounded-lg border border-border p-4">
      <legend className="px-1 text-sm font-medium">Stream</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {STREAM_TYPES.map((type) => (
          <label key={type} className="inline-flex min-h-6 items-center gap-2 text-sm">
            <input type="radio" value={type} className="size-5" {...form.register("streamType")} />
            {STREAM_TYPE_LABELS[type]}
          </label>
        ))}
      </div>
      {streamType === "rtmp" ? (
        <>
          <ShowTextField form={form} name="rtmpIngestUrl" label="Ingest URL" inputMode="url" placeholder="rtmps://live.example.com/app" />
          <ShowTextField
            form={form}
            name="rtmpStreamKey"
            label="Stream key"
            autoComplete="off"
            hint="Only you see the ingest URL and the stream key."
          />
          <ShowTextField
            form={form}
            name="hlsUrl"
            label="HLS playback URL (optional)"
            inputMode="url"
            placeholder="https://cdn.example.com/live/show.m3u8"
          />
        </>
      ) : (
        <ShowTextField
          key={streamType}
          form={form}
          name="streamUrl"
          label={LINK_LABEL[streamType]}
          inputMode="url"
          hint={LINK_HINT[streamType]}
        />
      )}
    </fieldset>
  );
}
