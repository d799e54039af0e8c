/**
 * Reads QR codes from the camera into `video`: with the browser's own BarcodeDetector where it
 * reads QR codes, else with @zxing/browser, loaded only now (only the door screen ever needs it).
 */
export interface QrReader {
  stop(): void;
}

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

const SCAN_EVERY_MS = 250;

async function nativeDetector(): Promise<BarcodeDetectorLike | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const formats = await Detector.getSupportedFormats();
    return formats.includes("qr_code") ? new Detector({ formats: ["qr_code"] }) : null;
  } catch {
    return null;
  }
}

async function readNatively(detector: BarcodeDetectorLike, video: HTMLVideoElement, onText: (text: string) => void): Promise<QrReader> {
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
  video.srcObject = stream;
  await video.play();
  const reading = { stopped: false };
  // Read through a call: the flag changes while a detection is awaited.
  const stopped = () => reading.stopped;
  const tick = async () => {
    if (reading.stopped) return;
    try {
      const [found] = await detector.detect(video);
      if (found && !stopped()) onText(found.rawValue);
    } catch {
      // A frame that is not ready yet: the next one is read.
    }
    if (!stopped()) timer = window.setTimeout(() => void tick(), SCAN_EVERY_MS);
  };
  let timer = window.setTimeout(() => void tick(), SCAN_EVERY_MS);
  return {
    stop() {
      reading.stopped = true;
      window.clearTimeout(timer);
      for (const track of stream.getTracks()) track.stop();
      video.srcObject = null;
    },
  };
}

export async function startQrReader(video: HTMLVideoElement, onText: (text: string) => void): Promise<QrReader> {
  const detector = await nativeDetector();
  if (detector) return readNatively(detector, video, onText);
  const { BrowserQRCodeReader } = await import("@zxing/browser");
  const reader = new BrowserQRCodeReader(undefined, { delayBetweenScanAttempts: SCAN_EVERY_MS });
  const controls = await reader.decodeFromConstraints({ video: { facingMode: "environment" }, audio: false }, video, (result) => {
    if (result) onText(result.getText());
  });
  return { stop: () => controls.stop() };
}
