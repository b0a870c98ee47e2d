/**
* | output |
* | --- |
* | "Till {number}" |
*
* @param {Payout_To_TillInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_to_till: ((inputs: Payout_To_TillInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payout_To_TillInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payout_To_TillInputs = {
    number: NonNullable<unknown>;
};
