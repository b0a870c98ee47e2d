/**
* | output |
* | --- |
* | "Issued {day}" |
*
* @param {Invoice_IssuedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const invoice_issued: ((inputs: Invoice_IssuedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Invoice_IssuedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Invoice_IssuedInputs = {
    day: NonNullable<unknown>;
};
