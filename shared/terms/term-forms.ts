/**
 * The forms under which a vocabulary term is recognised in text (docs/decisions/031-term-cards-and-add-to-deck.md):
 * its name; for "Name (ABBR)" also "Name" and "ABBR"; plus the aliases below. Aliases are data: the
 * spelled-out form of an abbreviation, the common short form, the other spelling (-ise/-ize). A term
 * named here must exist in content/vocabulary (server/modules/vocabulary/term-index.test.ts checks it).
 */

export interface TermFormHints {
  /** Extra forms recognised as this term. */
  aliases?: readonly string[];
  /** The term's own name is not recognised on its own (an everyday word: "sat"); only its aliases are. */
  isNameAmbiguous?: boolean;
}

export const TERM_FORM_HINTS: Readonly<Record<string, TermFormHints>> = {
  AML: { aliases: ['anti-money laundering'] },
  AMM: { aliases: ['automated market maker'] },
  APY: { aliases: ['annual percentage yield'] },
  CBDC: { aliases: ['central bank digital currency'] },
  DAO: { aliases: ['decentralized autonomous organization', 'decentralised autonomous organisation'] },
  DEX: { aliases: ['decentralized exchange', 'decentralised exchange'] },
  DeFi: { aliases: ['decentralized finance', 'decentralised finance'] },
  dApp: { aliases: ['decentralized application', 'decentralised application'] },
  Decentralization: { aliases: ['decentralisation'] },
  'Centralized Exchange (CEX)': { aliases: ['centralised exchange'] },
  'Dollar-Cost Averaging': { aliases: ['DCA'] },
  EVM: { aliases: ['Ethereum Virtual Machine'] },
  'Fiat Currency': { aliases: ['fiat'] },
  KYC: { aliases: ['know your customer'] },
  'Layer 1': { aliases: ['L1'] },
  'Layer 2': { aliases: ['L2'] },
  'Market Capitalization': { aliases: ['market cap', 'market capitalisation'] },
  MEV: { aliases: ['maximal extractable value'] },
  NFT: { aliases: ['non-fungible token'] },
  'Peer-to-Peer': { aliases: ['P2P'] },
  'Proof of Stake': { aliases: ['PoS'] },
  'Proof of Work': { aliases: ['PoW'] },
  RSI: { aliases: ['relative strength index'] },
  Sat: { aliases: ['sats', 'satoshis'], isNameAmbiguous: true },
  'Seed Phrase': { aliases: ['recovery phrase'] },
  Tokenisation: { aliases: ['tokenization'] },
  TVL: { aliases: ['total value locked'] },
  'Two-Factor Authentication': { aliases: ['2FA'] },
  'Zero-Knowledge Proof': { aliases: ['ZK proof', 'ZKP'] },
};

/** "Centralized Exchange (CEX)" -> ["Centralized Exchange (CEX)", "Centralized Exchange", "CEX"]. */
export function termForms(name: string, hints: TermFormHints | undefined = TERM_FORM_HINTS[name]): string[] {
  const forms = hints?.isNameAmbiguous ? [] : [name];
  const parts = /^(.+?)\s*\(([^()]+)\)\s*$/.exec(name);
  if (parts && !hints?.isNameAmbiguous) forms.push(parts[1]!.trim(), parts[2]!.trim());
  for (const alias of hints?.aliases ?? []) forms.push(alias);
  return [...new Set(forms.filter((form) => form.length > 0))];
}
