import type { ChoiceAnswer } from "@recycle-rules/engine";
import { isScalar, isSeq } from "yaml";
import type { BuildContext } from "./context.js";
import type { Entry } from "./reader.js";
import type { Located } from "./types.js";

/** `choose:` → answers with their ranges; card names split by a flow comma are joined. */
export function readChoose(ctx: BuildContext, entry: Entry | undefined): Located<ChoiceAnswer>[] {
  if (!entry) return [];
  const { reader } = ctx;
  const nodes = isSeq(entry.node) ? reader.items(entry.node) : [entry.node];
  const flow = reader.isFlow(entry.node);
  const out: Located<ChoiceAnswer>[] = [];
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i] ?? null;
    if (flow) {
      const joined = ctx.refs.joinAt(nodes, i);
      if (joined) {
        out.push({ value: joined.ref.text, range: joined.ref.range });
        i += joined.parts - 1;
        continue;
      }
    }
    if (isScalar(node) && (typeof node.value === "string" || typeof node.value === "number" || typeof node.value === "boolean")) {
      out.push({ value: typeof node.value === "string" ? node.value.trim() : node.value, range: reader.rangeOf(node, entry.range) });
    }
  }
  return out;
}
