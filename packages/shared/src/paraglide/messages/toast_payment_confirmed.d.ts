/**
* | output |
* | --- |
* | "Payment for {reference} confirmed." |
*
* @param {Toast_Payment_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_payment_confirmed: ((inputs: Toast_Payment_ConfirmedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Toast_Payment_ConfirmedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Toast_Payment_ConfirmedInputs = {
    reference: NonNullable<unknown>;
};
