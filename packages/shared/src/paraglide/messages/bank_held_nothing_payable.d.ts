/**
* | output |
* | --- |
* | "The bookings it names ({references}) owe nothing now: match it to another booking or send it back." |
*
* @param {Bank_Held_Nothing_PayableInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_held_nothing_payable: ((inputs: Bank_Held_Nothing_PayableInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bank_Held_Nothing_PayableInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bank_Held_Nothing_PayableInputs = {
    references: NonNullable<unknown>;
};
