// Completes package-lock.json with the platform-specific optional packages (Biome, esbuild…)
// that this workplace's npm registry doesn't serve for other platforms: without them listed,
// `npm ci` refuses the lockfile as out of sync. They are recorded by version with their
// platform (inferred from the name), so npm skips them on other systems. Run after `npm install`:
//   node scripts/complete-lockfile.mjs
import { readFileSync, writeFileSync } from "node:fs";

const OS = ["android", "darwin", "freebsd", "linux", "netbsd", "openbsd", "sunos", "win32", "aix", "openharmony"];
const CPU = ["arm64", "x64", "ia32", "arm", "ppc64", "s390x", "riscv64", "loong64", "mips64el", "wasm32"];

function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p));
  const libc = parts.includes("musl") ? "musl" : os === "linux" && (parts.includes("gnu") || parts.includes("glibc") || !parts.includes("musl")) ? "glibc" : undefined;
  return { os, cpu, libc };
}

const path = process.argv[2] ?? "package-lock.json";
const lock = JSON.parse(readFileSync(path, "utf8"));
const packages = lock.packages;
let added = 0;
for (const [key, pkg] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const depKey = `${key === "" ? "" : `${key}/`}node_modules/${dep}`.replace(/^\//, "");
    if (packages[depKey] || packages[`node_modules/${dep}`]) continue;
    const { os, cpu, libc } = platformOf(dep);
    packages[`node_modules/${dep}`] = {
      version,
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(pkg.dev ? { dev: true } : {}),
      ...(libc && os === "linux" ? { libc: [libc] } : {}),
      optional: true,
      ...(os ? { os: [os] } : {}),
    };
    added++;
  }
}
const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))));
lock.packages = sorted;
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`${added} optional platform package(s) recorded`);
