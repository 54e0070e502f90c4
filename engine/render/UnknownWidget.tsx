/** Visible fallback for a node type this build does not know: never silently render nothing. */
export function UnknownWidget({ node }: { node: { type: string } }) {
  return (
    <div className="gw-card" role="note" data-unknown-widget={node.type}>
      Unknown widget type “{node.type}”. Run <code>npm run lint:manifests</code>.
    </div>
  );
}
