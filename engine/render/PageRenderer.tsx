import { type ComponentType, Suspense, useEffect } from "react";
import type { Node } from "../../schemas/gen/manifest.gen.ts";
import { Spinner } from "../../widgets/Spinner.tsx";
import { markInteractive, pageWillMark } from "./interactive.ts";
import { registry } from "./registry.ts";
import { UnknownWidget } from "./UnknownWidget.tsx";

// inside the page's Suspense boundary: its effect runs once the page's widgets have hydrated
function Interactive() {
  useEffect(markInteractive, []);
  return null;
}

/** Renders a page's nodes in order, each through its binding; lazy ones show the spinner first. */
export function PageRenderer({ nodes }: { nodes: Node[] }) {
  // before the shell's effect (App.tsx): a child's effects run first
  useEffect(pageWillMark, []);
  return (
    <div className="gw-page">
      <Suspense fallback={<Spinner />}>
        {nodes.map((node, index) => {
          const Binding = registry[node.type as keyof typeof registry] as
            | ComponentType<{ node: Node }>
            | undefined;
          // biome-ignore lint/suspicious/noArrayIndexKey: nodes are static manifest data, their order is their identity
          return Binding ? <Binding key={index} node={node} /> : <UnknownWidget key={index} node={node} />;
        })}
        <Interactive />
      </Suspense>
    </div>
  );
}
