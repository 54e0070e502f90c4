import type { VoucherForm as Node } from "../../../schemas/gen/manifest.gen.ts";
import { VoucherForm } from "../../../widgets/VoucherForm.tsx";
import { useVoucherProps } from "../useVoucherProps.ts";

export function VoucherFormBinding({ node }: { node: Node }) {
  return <VoucherForm kind={node.kind} {...useVoucherProps()} />;
}
