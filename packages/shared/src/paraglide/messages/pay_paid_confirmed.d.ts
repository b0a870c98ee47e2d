/**
* | output |
* | --- |
* | "{booking} is paid and confirmed." |
*
* @param {Pay_Paid_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_paid_confirmed: ((inputs: Pay_Paid_ConfirmedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Paid_ConfirmedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Paid_ConfirmedInputs = {
    booking: NonNullable<unknown>;
};
