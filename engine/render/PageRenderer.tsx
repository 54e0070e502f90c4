import type { ComponentType } from "react";
import type { Node } from "../../schemas/gen/manifest.gen.ts";
import { PageSuspense } from "./PageSuspense.tsx";
import { registry } from "./registry.ts";
import { UnknownWidget } from "./UnknownWidget.tsx";

/** Renders a page's nodes in order, each through its binding; lazy ones show the spinner first. */
export function PageRenderer({ nodes }: { nodes: Node[] }) {
  return (
    <div className="gw-page">
      <PageSuspense>
        {nodes.map((node, index) => {
          const Binding = registry[node.type as keyof typeof registry] as
            | ComponentType<{ node: Node }>
            | undefined;
          // biome-ignore lint/suspicious/noArrayIndexKey: nodes are static manifest data, their order is their identity
          return Binding ? <Binding key={index} node={node} /> : <UnknownWidget key={index} node={node} />;
        })}
      </PageSuspense>
    </div>
  );
}
