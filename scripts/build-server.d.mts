/** Bundles `entryPoints` ({ name: source }) into `outdir` as name.mjs, with source maps (build-server.mjs). */
export function bundleServer(entryPoints: Record<string, string>, outdir: string): Promise<void>;
