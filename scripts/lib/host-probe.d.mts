export function freshPageMicroseconds(pages?: number): number;

export interface HostFacts {
  cores: number;
  model: string | undefined;
  pageMicroseconds: number;
}

export function hostFacts(): HostFacts;

export function describeHost(facts: HostFacts): string;
