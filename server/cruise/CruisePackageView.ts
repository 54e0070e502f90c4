import type { DurationUnit } from "../zones/FleetCruisePackage.ts";

// a package as the portal sees it (schemas/api/cruise-package-list.schema.json, neutral names)
export interface CruisePackageView {
  id: string;
  title: string;
  description: string[];
  prepaid: boolean;
  amount: number;
  currency: string;
  duration: number;
  durationUnit: DurationUnit;
  // the title and lines in every language the zone offers (the manifest's texts); null: one only
  translations: Record<string, { title: string; description: string[] }> | null;
}
