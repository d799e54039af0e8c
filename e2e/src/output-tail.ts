const MAX_LINES = 200;

/** Keeps the last lines a child process printed, optionally echoing each complete line. */
export class OutputTail {
  private lines: string[] = [];
  private partial = "";

  constructor(private readonly echoPrefix: string | null) {}

  push(chunk: Buffer | string): void {
    const pieces = (this.partial + chunk.toString()).split("\n");
    this.partial = pieces.pop() ?? "";
    for (const line of pieces) this.add(line);
  }

  text(): string {
    return [...this.lines, ...(this.partial === "" ? [] : [this.partial])].join("\n");
  }

  private add(line: string): void {
    if (this.echoPrefix !== null && line.trim() !== "") process.stderr.write(`${this.echoPrefix}${line}\n`);
    this.lines.push(line);
    if (this.lines.length > MAX_LINES) this.lines.splice(0, this.lines.length - MAX_LINES);
  }
}
