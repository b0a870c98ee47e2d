/**
* | output |
* | --- |
* | "Deposit {deposit}; balance {balance} due by {due}." |
*
* @param {Invoice_Deposit_TermsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const invoice_deposit_terms: ((inputs: Invoice_Deposit_TermsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Invoice_Deposit_TermsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Invoice_Deposit_TermsInputs = {
    deposit: NonNullable<unknown>;
    balance: NonNullable<unknown>;
    due: NonNullable<unknown>;
};
