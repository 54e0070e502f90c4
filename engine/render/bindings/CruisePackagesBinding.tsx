import { CruisePackageList } from "../../../widgets/CruisePackageList.tsx";
import { CruisePackageModal } from "../../../widgets/CruisePackageModal.tsx";
import { useCruisePackages } from "../../flows/useCruisePackages.ts";

export function CruisePackagesBinding() {
  const cruise = useCruisePackages();
  return (
    <>
      <CruisePackageList packages={cruise.packages} onSelect={cruise.select} />
      <CruisePackageModal
        pkg={cruise.modal?.pkg ?? null}
        state={cruise.modal?.state ?? "confirm"}
        onConfirm={() => void cruise.buy()}
        onClose={cruise.close}
      />
    </>
  );
}
