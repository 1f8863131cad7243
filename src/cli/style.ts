/** Terminal colors, only when writing to a terminal (and NO_COLOR is not set). */
export function styler(stream: { readonly isTTY?: boolean }) {
  const on = stream.isTTY === true && !process.env.NO_COLOR;
  const wrap = (code: number) => (s: string) => (on ? `\u001b[${code}m${s}\u001b[0m` : s);
  return { green: wrap(32), red: wrap(31), yellow: wrap(33), dim: wrap(2), bold: wrap(1), cyan: wrap(36) };
}

export type Styler = ReturnType<typeof styler>;
