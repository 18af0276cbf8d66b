/** Types of scripts/loopback-fetch.mjs. */
export function fetchFrom(from: string, url: string, init?: RequestInit): Promise<Response>;
export function randomLoopback(): string;
