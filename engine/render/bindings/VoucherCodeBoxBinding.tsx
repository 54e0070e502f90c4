import { useAtomValue } from "jotai";
import { VoucherCodeBox } from "../../../widgets/VoucherCodeBox.tsx";
import { sessionAtom } from "../../state/sessionAtom.ts";

export function VoucherCodeBoxBinding() {
  const code = useAtomValue(sessionAtom)?.authVoucherCode;
  return code ? <VoucherCodeBox code={code} /> : null;
}
