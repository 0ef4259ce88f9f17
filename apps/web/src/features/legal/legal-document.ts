// Legal documents are data: a title and sections, written for the company that brands the host.
import type { DomainInfo } from '@lead/shared';

export type LegalBrand = {
  /** The name the company trades under on this site. */
  name: string;
  /** The contracting entity; the trading name when no legal name is saved. */
  legalName: string;
  contact: string;
  address: string | null;
};

export type LegalSection = { heading: string; paragraphs: string[]; items?: string[] };

export type LegalDocument = { title: string; summary: string; sections: LegalSection[] };

export type LegalDocumentSource = (brand: LegalBrand) => LegalDocument;

const FALLBACK_NAME = 'the Platform';

export function legalBrandOf(domain: DomainInfo | undefined): LegalBrand {
  const name = domain?.company_root_name ?? FALLBACK_NAME;
  const addressParts = [
    domain?.address,
    domain?.city,
    [domain?.state_code, domain?.zip].filter(Boolean).join(' '),
  ];
  const address = addressParts.filter((part) => part && part.trim() !== '').join(', ');
  return {
    name,
    legalName: domain?.legal_name ?? name,
    contact: domain?.email ?? `the support contact of ${name}`,
    address: address || null,
  };
}
