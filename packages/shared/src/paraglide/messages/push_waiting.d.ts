/**
* | output |
* | --- |
* | "to pay {amount} for {reference}. This screen changes by itself once M-Pesa confirms." |
*
* @param {Push_WaitingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const push_waiting: ((inputs: Push_WaitingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Push_WaitingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Push_WaitingInputs = {
    amount: NonNullable<unknown>;
    reference: NonNullable<unknown>;
};
