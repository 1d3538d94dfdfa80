import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import { bytesBySource, groupOf } from "../../scripts/bundle-report.mjs";

/**
 * `npm run bundle:report` and `npm run check:bundle` read the Worker's make-up from its source maps
 * (scripts/bundle-report.mjs). Checked here against esbuild's own count of each input's bytes in an output.
 */
describe("bundle report", () => {
  const words = (name: string, count: number) =>
    `export function ${name}() {\n  const words = ${JSON.stringify(Array.from({ length: count }, (_, i) => `${name}${i}`))};\n  return words.join(" ").length;\n}\n`;
  const files: Record<string, string> = {
    "entry.js": `import { big } from "./big.js";\nimport { small } from "./small.js";\n${words("run", 60).replace("return", "return big() + small() +")}`,
    "big.js": words("big", 300),
    "small.js": words("small", 120).replace("words.join", '"ünïcödé" + words.join'),
  };

  async function bundle(minify: boolean) {
    const result = await build({
      stdin: { contents: files["entry.js"] ?? "", resolveDir: "/", sourcefile: "entry.js" },
      bundle: true,
      format: "esm",
      minify,
      sourcemap: "external",
      metafile: true,
      write: false,
      outfile: "/out.js",
      plugins: [
        {
          name: "memory",
          setup(esbuild) {
            esbuild.onResolve({ filter: /^\.\// }, (args) => ({ path: args.path.slice(2), namespace: "memory" }));
            esbuild.onLoad({ filter: /.*/, namespace: "memory" }, (args) => ({ contents: files[args.path] ?? "" }));
          },
        },
      ],
    });
    const text = (suffix: string) => result.outputFiles.find((file) => file.path.endsWith(suffix))?.text ?? "";
    const output = Object.entries(result.metafile.outputs).find(([path]) => path.endsWith(".js"))?.[1];
    const counted = output?.inputs ?? {};
    return { code: text(".js"), map: JSON.parse(text(".js.map")), counted };
  }

  it.each([false, true])(
    "charges each module about the bytes esbuild puts in the output (minified: %s)",
    async (minify) => {
      const { code, map, counted } = await bundle(minify);
      const sizes: Map<string, number> = bytesBySource(code, map);
      const total = [...sizes.values()].reduce((sum, bytes) => sum + bytes, 0);
      expect(total).toBe(Buffer.byteLength(code));
      expect(Object.keys(counted)).toHaveLength(3);
      for (const [input, { bytesInOutput }] of Object.entries(counted)) {
        const source = [...sizes.keys()].find((name) => name.endsWith(input.replace(/^memory:|^(\.\.\/)+/g, "")));
        expect(source, input).toBeDefined();
        const charged = sizes.get(source ?? "") ?? 0;
        expect(Math.abs(charged - bytesInOutput), `${input}: ${charged} vs ${bytesInOutput}`).toBeLessThanOrEqual(
          Math.max(24, bytesInOutput * 0.1),
        );
      }
    },
  );

  it("names a package by its folder in node_modules, and our code by its folder", () => {
    expect(groupOf("../../node_modules/@sentry/core/build/esm/client.js")).toBe("@sentry/core");
    expect(groupOf("../../node_modules/zod/v4/core/schemas.js")).toBe("zod");
    expect(groupOf("../../node_modules/zod/v4/locales/de.js")).toBe("zod (locales)");
    expect(groupOf("../../../workers/dev/seed.ts")).toBe("workers/dev");
    expect(groupOf("../../app/root.tsx")).toBe("app");
  });
});
