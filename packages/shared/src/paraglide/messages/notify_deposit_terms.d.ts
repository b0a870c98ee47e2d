/**
* | output |
* | --- |
* | "A deposit of {deposit} holds it; the balance of {balance} is due by {due}. Unpaid by then, the booking is released and the deposit refunded." |
*
* @param {Notify_Deposit_TermsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_deposit_terms: ((inputs: Notify_Deposit_TermsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Deposit_TermsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Deposit_TermsInputs = {
    deposit: NonNullable<unknown>;
    balance: NonNullable<unknown>;
    due: NonNullable<unknown>;
};
