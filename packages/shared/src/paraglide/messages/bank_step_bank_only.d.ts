/**
* | output |
* | --- |
* | "Bank: {bank}." |
*
* @param {Bank_Step_Bank_OnlyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_step_bank_only: ((inputs: Bank_Step_Bank_OnlyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bank_Step_Bank_OnlyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bank_Step_Bank_OnlyInputs = {
    bank: NonNullable<unknown>;
};
