/**
* | output |
* | --- |
* | "Pay {amount} with M-Pesa" |
*
* @param {Push_PayInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const push_pay: ((inputs: Push_PayInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Push_PayInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Push_PayInputs = {
    amount: NonNullable<unknown>;
};
