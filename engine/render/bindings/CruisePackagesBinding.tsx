import { CruisePackageList } from "../../../widgets/CruisePackageList.tsx";
import { CruisePackageModal } from "../../../widgets/CruisePackageModal.tsx";
import { useCruisePackages } from "../../flows/useCruisePackages.ts";
import { useTranslated } from "../../flows/useTranslated.ts";
import { formFields } from "../../../steps/formFields.ts";

export function CruisePackagesBinding() {
  const cruise = useCruisePackages();
  const translate = useTranslated();
  const modal = cruise.modal?.pkg;
  return (
    <>
      <CruisePackageList
        packages={cruise.packages?.map(translate) ?? null}
        // the package as listed: its own words are sent to the charge, whatever language shows
        fields={formFields("cruise-package")}
        onSelect={(shown) => cruise.select(cruise.packages?.find((p) => p.id === shown.id) ?? shown)}
      />
      <CruisePackageModal
        pkg={modal ? translate(modal) : null}
        state={cruise.modal?.state ?? "confirm"}
        onConfirm={() => void cruise.buy()}
        onClose={cruise.close}
        fields={formFields("cruise-package", { packageId: modal?.id || undefined })}
      />
    </>
  );
}
