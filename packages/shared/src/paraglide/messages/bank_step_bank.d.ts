/**
* | output |
* | --- |
* | "Bank: {bank}, {branch} branch." |
*
* @param {Bank_Step_BankInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_step_bank: ((inputs: Bank_Step_BankInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bank_Step_BankInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bank_Step_BankInputs = {
    bank: NonNullable<unknown>;
    branch: NonNullable<unknown>;
};
