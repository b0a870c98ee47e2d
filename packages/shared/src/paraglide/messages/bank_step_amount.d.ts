/**
* | output |
* | --- |
* | "Amount: {amount}. One transfer may pay several bookings: write each reference." |
*
* @param {Bank_Step_AmountInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_step_amount: ((inputs: Bank_Step_AmountInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bank_Step_AmountInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bank_Step_AmountInputs = {
    amount: NonNullable<unknown>;
};
