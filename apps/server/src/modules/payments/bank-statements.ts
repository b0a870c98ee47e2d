import { createRequire } from 'node:module';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { m } from '@nafasi/shared/i18n';
import { badRequest } from '../../lib/errors.ts';

/*
 * Reading a bank's statement file (docs/PAYMENTS.md "Bank transfers"): ISO 20022 camt.053 (XML,
 * read by fast-xml-parser) or SWIFT MT940 (read by @centrapay/swift-parser, which also checks that
 * the opening balance and the lines add up to the closing one). Each comes out as the same lines:
 * money in or out of the account, with the bank's reference, the day it was booked, the amount in
 * cents, who paid and what they wrote. Nothing here decides what a line pays (bank.ts does).
 */

export interface StatementLine {
  /** The bank's own reference of the entry (camt AcctSvcrRef, MT940 bank reference), unique in the account. */
  bankRef: string;
  /** The day the bank booked it (YYYY-MM-DD). */
  bookedOn: string;
  /** Cents, positive; `direction` says which way. */
  amountCents: number;
  direction: 'credit' | 'debit';
  currency: string;
  /** A reversal of an earlier entry. */
  reversal: boolean;
  /** Booked (camt Sts BOOK; every MT940 line); a pending entry is not money yet. */
  booked: boolean;
  payer: string | null;
  payerAccount: string | null;
  /** Everything the payer and the bank wrote of it, where the booking references are. */
  text: string;
}

export interface ReadStatement {
  format: 'camt053' | 'mt940';
  /** The bank's identification of the statement. */
  statementRef: string;
  /** The account it is of. */
  account: string;
  lines: StatementLine[];
}

/** An amount as a bank writes it ("400000.00", "400000,", "12.5") in cents, exactly; null when it is none. */
export function amountToCents(text: string): number | null {
  const match = /^(\d{1,13})(?:[.,](\d{0,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const list = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
/** A text node's text (fast-xml-parser gives an element with attributes as { '#text', '@_...' }). */
const textOf = (value: unknown): string => {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object') return textOf((value as Record<string, unknown>)['#text']);
  return String(value).trim();
};
/** What the XML parser gives: objects of elements, arrays where an element repeats, text. */
type Node = { [element: string]: unknown };
/** The value at a path of elements (undefined where any step is missing). */
const at = (node: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Node)[key] : undefined), node);
const nodes = (value: unknown): Node[] => list(value as Node | Node[] | undefined);

const refused = (why: string) => badRequest(m.bank_statement_unreadable({ why }), 'content');

/** camt.053 (any version: 001.02 to 001.13 share what is read here). */
function readCamt053(xml: string): ReadStatement[] {
  // A statement has no document type: one that declares entities is not a bank's (and could expand without end).
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw refused('DOCTYPE');
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw refused(`XML, line ${valid.err.line}: ${valid.err.msg}`);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    removeNSPrefix: true,
    parseTagValue: false,
    parseAttributeValue: false,
    isArray: (name) => ['Stmt', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Strd', 'Bal'].includes(name),
  });
  const doc = parser.parse(xml) as Node;
  const document = doc.Document;
  // The root's namespace names the message (the parser leaves prefixes and namespaces aside).
  const namespace = /<(?:[\w.-]+:)?Document\b[^>]*?\sxmlns(?::[\w.-]+)?="urn:iso:std:iso:20022:tech:xsd:camt\.053\.001\.\d\d"/.test(xml);
  if (!at(document, 'BkToCstmrStmt') || !namespace) throw refused('camt.053');
  const statements = nodes(at(document, 'BkToCstmrStmt', 'Stmt'));
  if (!statements.length) throw refused('Stmt');
  return statements.map((stmt, s) => {
    const account = textOf(at(stmt, 'Acct', 'Id', 'IBAN')) || textOf(at(stmt, 'Acct', 'Id', 'Othr', 'Id'));
    const statementRef = textOf(stmt.Id);
    if (!account || !statementRef) throw refused(`Stmt ${s + 1}: Id, Acct`);
    const lines = nodes(stmt.Ntry).flatMap((entry, e): StatementLine[] => {
      const where = `Stmt ${s + 1}, Ntry ${e + 1}`;
      const indicator = textOf(entry.CdtDbtInd);
      const amount = amountToCents(textOf(entry.Amt));
      const currency = String(at(entry, 'Amt', '@_Ccy') ?? '');
      if ((indicator !== 'CRDT' && indicator !== 'DBIT') || amount === null || !/^[A-Z]{3}$/.test(currency)) throw refused(`${where}: Amt, CdtDbtInd`);
      // The status is a code (001.02–001.06) or a choice of one (001.07 on).
      const status = textOf(at(entry, 'Sts', 'Cd') ?? entry.Sts);
      const bookedOn = (
        textOf(at(entry, 'BookgDt', 'Dt')) ||
        textOf(at(entry, 'BookgDt', 'DtTm')) ||
        textOf(at(entry, 'ValDt', 'Dt')) ||
        textOf(at(entry, 'ValDt', 'DtTm'))
      ).slice(0, 10);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(bookedOn)) throw refused(`${where}: BookgDt`);
      const details = nodes(entry.NtryDtls).flatMap((d) => nodes(d.TxDtls));
      const entryRef = textOf(entry.AcctSvcrRef) || textOf(entry.NtryRef);
      const line = (tx: Node | undefined, cents: number, n: number): StatementLine => {
        const parties = at(tx, 'RltdPties');
        const remittance = at(tx, 'RmtInf');
        const text = [
          ...list(at(remittance, 'Ustrd')).map(textOf),
          ...nodes(at(remittance, 'Strd')).map((strd) => textOf(at(strd, 'CdtrRefInf', 'Ref'))),
          textOf(at(tx, 'Refs', 'EndToEndId')) === 'NOTPROVIDED' ? '' : textOf(at(tx, 'Refs', 'EndToEndId')),
          textOf(at(tx, 'AddtlTxInf')),
          textOf(entry.AddtlNtryInf),
        ]
          .filter(Boolean)
          .join(' ');
        const ownRef = textOf(at(tx, 'Refs', 'AcctSvcrRef')) || (details.length > 1 ? `${entryRef}/${n + 1}` : entryRef);
        return {
          bankRef: ownRef || `${statementRef}/${e + 1}${details.length > 1 ? `/${n + 1}` : ''}`,
          bookedOn,
          amountCents: cents,
          direction: indicator === 'CRDT' ? 'credit' : 'debit',
          currency,
          reversal: textOf(entry.RvslInd) === 'true',
          booked: status === 'BOOK',
          // Who paid a credit: the debtor (its name, or the ultimate one's), and their account.
          payer:
            textOf(at(parties, 'Dbtr', 'Nm') ?? at(parties, 'Dbtr', 'Pty', 'Nm')) ||
            textOf(at(parties, 'UltmtDbtr', 'Nm') ?? at(parties, 'UltmtDbtr', 'Pty', 'Nm')) ||
            null,
          payerAccount: textOf(at(parties, 'DbtrAcct', 'Id', 'IBAN')) || textOf(at(parties, 'DbtrAcct', 'Id', 'Othr', 'Id')) || null,
          text,
        };
      };
      // A batch entry (one booking of several transfers) is read as its transfers, each with its own amount.
      const split = details.map((tx) => ({ tx, cents: amountToCents(textOf(at(tx, 'AmtDtls', 'TxAmt', 'Amt') ?? tx.Amt)) }));
      const whole = split.flatMap(({ tx, cents }) => (cents === null ? [] : [{ tx, cents }]));
      if (details.length > 1 && whole.length === details.length && whole.reduce((x, y) => x + y.cents, 0) === amount)
        return whole.map(({ tx, cents }, n) => line(tx, cents, n));
      return [line(details[0], amount, 0)];
    });
    return { format: 'camt053' as const, statementRef, account, lines };
  });
}

/** The MT940 reader, a CommonJS package. */
const swift = createRequire(import.meta.url)('@centrapay/swift-parser') as {
  parse(options: { type: 'mt940'; data: string; validate?: boolean }): {
    transactionReference: string;
    accountIdentification: string;
    number: { statement: string; sequence: string };
    transactions: {
      date: Date;
      entryDate?: Date;
      amount: { toFixed(digits: number): string; isNegative(): boolean; abs(): { toFixed(digits: number): string } };
      isReversal: boolean;
      currency: string;
      reference: string;
      bankReference: string;
      details: string;
      extraDetails: string;
    }[];
  }[];
};

/** The calendar day of a Date the MT940 reader made (it reads YYMMDD as local midnight). */
const dayOf = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

function readMt940(text: string): ReadStatement[] {
  let parsed;
  try {
    parsed = swift.parse({ type: 'mt940', data: text.replace(/\r\n/g, '\n'), validate: true });
  } catch (err) {
    throw refused(`MT940: ${(err as Error).message.slice(0, 200)}`);
  }
  if (!parsed.length) throw refused('MT940');
  return parsed.map((stmt) => {
    const statementRef = `${stmt.transactionReference}/${stmt.number.statement}${stmt.number.sequence ? `/${stmt.number.sequence}` : ''}`;
    const lines = stmt.transactions.map((tx, n): StatementLine => {
      const cents = amountToCents(tx.amount.abs().toFixed(2));
      if (cents === null) throw refused(`:61: ${n + 1}`);
      // The details (:86:) as Kenyan banks write them: "/ORDP/payer" or free text; either way searched whole.
      const details = [tx.details, tx.extraDetails, tx.reference === 'NONREF' ? '' : tx.reference].filter(Boolean).join(' ');
      const payer = /\/(?:ORDP|ORDERING PARTY|NAME)\/([^/\n]+)/i.exec(tx.details)?.[1]?.trim() ?? null;
      return {
        bankRef: tx.bankReference || `${statementRef}/${n + 1}`,
        bookedOn: dayOf(tx.entryDate ?? tx.date),
        amountCents: cents,
        direction: tx.amount.isNegative() ? 'debit' : 'credit',
        currency: tx.currency,
        reversal: tx.isReversal,
        booked: true,
        payer,
        payerAccount: null,
        text: details.replace(/\s+/g, ' ').trim(),
      };
    });
    return { format: 'mt940' as const, statementRef, account: stmt.accountIdentification, lines };
  });
}

/** Reads a statement file: camt.053 XML or MT940 text, told apart by their first characters. */
export function readStatement(content: string): ReadStatement[] {
  const start = content.replace(/^\uFEFF/, '').trimStart();
  if (start.startsWith('<')) return readCamt053(start);
  if (/(^|\n|\{4:\s*\n?):20:/.test(start)) return readMt940(start);
  throw refused('camt.053 / MT940');
}

/**
 * The booking references a payer's text names, in the order it names them: "NF-Z5NUS9", as banks
 * also write it ("NFZ5NUS9", "NF Z5NUS9", lower case).
 */
export function bookingReferences(text: string): string[] {
  const found = [...text.matchAll(/(?<![A-Z0-9])NF[\s-]?([A-HJ-NP-Z2-9]{6})(?![A-Z0-9])/gi)].map((match) => `NF-${(match[1] ?? '').toUpperCase()}`);
  return [...new Set(found)];
}
