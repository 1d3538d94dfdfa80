// Where a Chromium process's memory goes: a memory-infra dump (the tracing that chrome://tracing's "memory"
// category records) taken through the DevTools protocol, summed per process by top-level allocator (malloc,
// partition_alloc, v8, blink_gc, skia, cc, gpu, discardable, web_cache, …). Used by `npm run bench:slideshow`.

/**
 * Allocators' effective sizes in MB, by pid: `Map<pid, Map<allocator, MB>>`; `depth` 1 gives the top-level ones
 * ("cc"), 2 their children too ("cc/image_memory": the compositor's decoded pictures).
 */
export async function memoryDump(browserCdp, { depth = 1 } = {}) {
  const events = [];
  const onData = ({ value }) => events.push(...value);
  browserCdp.on("Tracing.dataCollected", onData);
  const complete = new Promise((resolve) => browserCdp.once("Tracing.tracingComplete", resolve));
  await browserCdp.send("Tracing.start", {
    transferMode: "ReportEvents",
    traceConfig: { includedCategories: ["disabled-by-default-memory-infra"], memoryDumpConfig: { triggers: [] } },
  });
  await browserCdp.send("Tracing.requestMemoryDump", { deterministic: true, levelOfDetail: "detailed" });
  await browserCdp.send("Tracing.end");
  await complete;
  browserCdp.off("Tracing.dataCollected", onData);
  const byPid = new Map();
  for (const event of events) {
    const allocators = event.ph === "v" ? event.args?.dumps?.allocators : null;
    if (!allocators) continue;
    const sizes = new Map();
    for (const [name, dump] of Object.entries(allocators)) {
      if (name.split("/").length > depth) continue; // a child's size is in its parent's too
      const size = dump.attrs?.effective_size?.value ?? dump.attrs?.size?.value;
      if (size) sizes.set(name, Number.parseInt(size, 16) / 1024 / 1024);
    }
    byPid.set(event.pid, sizes);
  }
  return byPid;
}
