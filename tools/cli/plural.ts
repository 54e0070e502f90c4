/** "1 voucher", "2 vouchers": a count with its noun, for the commands' English lines. */
export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
