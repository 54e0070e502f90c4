import type { Node } from "../../schemas/gen/manifest.gen.ts";
import { registry } from "./registry.ts";
import { UnknownWidget } from "./UnknownWidget.tsx";

/** Renders a page's nodes in order, each through its binding. */
export function PageRenderer({ nodes }: { nodes: Node[] }) {
  return (
    <div className="gw-page">
      {nodes.map((node, index) => {
        const Binding = registry[node.type as keyof typeof registry] as
          | ((props: { node: Node }) => React.ReactNode)
          | undefined;
        // biome-ignore lint/suspicious/noArrayIndexKey: nodes are static manifest data, their order is their identity
        return Binding ? <Binding key={index} node={node} /> : <UnknownWidget key={index} node={node} />;
      })}
    </div>
  );
}
