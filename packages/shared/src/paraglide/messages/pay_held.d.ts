/**
* | output |
* | --- |
* | "Your booking is held for you. Complete the payment to confirm it." |
*
* @param {Pay_HeldInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_held: ((inputs?: Pay_HeldInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_HeldInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_HeldInputs = {};
