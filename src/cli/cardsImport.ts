export function runCardsImport(argv: readonly string[]): number {
  process.stderr.write(`not yet: ${argv.join(" ")}\n`);
  return 2;
}
