// generated — do not edit. Source: each plugin's section (server/wiring/environment.ts lists them); regenerate with `npm run gen`.
export declare const generatedEnvValidators: Record<string, () => unknown>;
