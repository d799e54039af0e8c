import { useEffect, useRef, useState } from "react";
import { Camera, CameraOff } from "lucide-react";
import { Button } from "@/components/ui/Button";
import type { QrReader } from "../door/qr-reader";

/** The same code read again within this long is the same scan (a QR stays in view for a while). */
const SAME_SCAN_MS = 4000;

const CAMERA_REFUSED = "The camera could not be opened. Allow the camera for this site, or paste the code below.";

/** The camera at the door: on while asked for, it hands each new code it reads to `onCode`. */
export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const [on, setOn] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const latest = useRef(onCode);
  useEffect(() => {
    latest.current = onCode;
  }, [onCode]);

  useEffect(() => {
    if (!on || !video.current) return;
    let reader: QrReader | null = null;
    let cancelled = false;
    let last = { text: "", at: 0 };
    const element = video.current;
    void import("../door/qr-reader")
      .then(({ startQrReader }) =>
        startQrReader(element, (text) => {
          const now = Date.now();
          if (text === last.text && now - last.at < SAME_SCAN_MS) return;
          last = { text, at: now };
          latest.current(text);
        }),
      )
      .then((started) => {
        if (cancelled) started.stop();
        else reader = started;
      })
      .catch(() => {
        if (cancelled) return;
        setError(CAMERA_REFUSED);
        setOn(false);
      });
    return () => {
      cancelled = true;
      reader?.stop();
    };
  }, [on]);

  return (
    <div className="grid justify-items-start gap-3">
      <Button
        variant={on ? "outline" : "primary"}
        onClick={() => {
          setError(null);
          setOn(!on);
        }}
      >
        {on ? <CameraOff aria-hidden="true" /> : <Camera aria-hidden="true" />}
        {on ? "Stop the camera" : "Scan with the camera"}
      </Button>
      {on && (
        <video
          ref={video}
          muted
          playsInline
          aria-label="Camera view"
          className="aspect-square w-full max-w-sm rounded-lg bg-black object-cover"
        />
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
