/**
* | output |
* | --- |
* | "Paybill {number}, account {account}" |
*
* @param {Payout_To_PaybillInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_to_paybill: ((inputs: Payout_To_PaybillInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payout_To_PaybillInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payout_To_PaybillInputs = {
    number: NonNullable<unknown>;
    account: NonNullable<unknown>;
};
