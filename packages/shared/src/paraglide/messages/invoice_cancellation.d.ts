/**
* | output |
* | --- |
* | "Cancellation is free for pending bookings and up to 24 hours before a confirmed one." |
*
* @param {Invoice_CancellationInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const invoice_cancellation: ((inputs?: Invoice_CancellationInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Invoice_CancellationInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Invoice_CancellationInputs = {};
