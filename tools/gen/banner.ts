export function banner(source: string): string {
  return `// generated — do not edit. Source: ${source}; regenerate with \`npm run gen\`.\n`;
}
