export function chaosPlan(n: number): { round: boolean; cancel: boolean; split: boolean };
