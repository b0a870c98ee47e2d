/**
* | output |
* | --- |
* | "M-Pesa never told us whether this payment went through. Our team is checking: money that left your M-Pesa is matched to your booking or refunded." |
*
* @param {Mpesa_UnresolvedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mpesa_unresolved: ((inputs?: Mpesa_UnresolvedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mpesa_UnresolvedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mpesa_UnresolvedInputs = {};
