/**
* | output |
* | --- |
* | "If the balance is not paid by then, the booking is released and the deposit refunded (free cancellation up to 24 hours before)." |
*
* @param {Deposit_PolicyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const deposit_policy: ((inputs?: Deposit_PolicyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deposit_PolicyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deposit_PolicyInputs = {};
