import { afterEach, describe, expect, it, vi } from "vitest";
import { startQrReader } from "./qr-reader";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function fakeCamera() {
  const track = { stop: vi.fn() };
  const stream = { getTracks: () => [track] } as unknown as MediaStream;
  const getUserMedia = vi.fn(() => Promise.resolve(stream));
  vi.stubGlobal("navigator", Object.assign(Object.create(navigator) as Navigator, { mediaDevices: { getUserMedia } }));
  // happy-dom's video takes only its own MediaStream: a stand-in with what the reader uses.
  const video = { srcObject: null, play: vi.fn(() => Promise.resolve()) } as unknown as HTMLVideoElement;
  return { track, getUserMedia, video };
}

describe("the door's QR reader", () => {
  it("reads with the browser's BarcodeDetector when it knows QR codes, and lets the camera go when stopped", async () => {
    vi.useFakeTimers();
    const { track, getUserMedia, video } = fakeCamera();
    const detect = vi.fn(() => Promise.resolve([{ rawValue: "the-code" }]));
    class Detector {
      static getSupportedFormats = () => Promise.resolve(["qr_code", "ean_13"]);
      constructor(readonly options: { formats: string[] }) {
        expect(options.formats).toEqual(["qr_code"]);
      }
      detect = detect;
    }
    vi.stubGlobal("BarcodeDetector", Detector);
    const onText = vi.fn();
    const reader = await startQrReader(video, onText);
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: "environment" }, audio: false });
    await vi.advanceTimersByTimeAsync(300);
    expect(onText).toHaveBeenCalledWith("the-code");
    reader.stop();
    expect(track.stop).toHaveBeenCalled();
    const reads = detect.mock.calls.length;
    await vi.advanceTimersByTimeAsync(1000);
    expect(detect.mock.calls.length).toBe(reads);
  });

  it("falls back to @zxing/browser where the browser has no QR BarcodeDetector", async () => {
    const { video } = fakeCamera();
    vi.stubGlobal("BarcodeDetector", { getSupportedFormats: () => Promise.resolve(["ean_13"]) });
    const stop = vi.fn();
    const decodeFromConstraints = vi.fn(
      (_constraints: unknown, _video: unknown, callback: (result: { getText(): string } | undefined) => void) => {
        callback(undefined);
        callback({ getText: () => "zxing-code" });
        return Promise.resolve({ stop });
      },
    );
    vi.doMock("@zxing/browser", () => ({
      BrowserQRCodeReader: class {
        decodeFromConstraints = decodeFromConstraints;
      },
    }));
    const onText = vi.fn();
    const reader = await startQrReader(video, onText);
    expect(onText.mock.calls).toEqual([["zxing-code"]]);
    reader.stop();
    expect(stop).toHaveBeenCalled();
    vi.doUnmock("@zxing/browser");
  });
});
