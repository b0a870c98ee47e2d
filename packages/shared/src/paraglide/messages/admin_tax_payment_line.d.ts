/**
* | output |
* | --- |
* | "{kind}: {amount}, {reference}, recorded {when} by {by}" |
*
* @param {Admin_Tax_Payment_LineInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_tax_payment_line: ((inputs: Admin_Tax_Payment_LineInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Tax_Payment_LineInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Tax_Payment_LineInputs = {
    kind: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    reference: NonNullable<unknown>;
    when: NonNullable<unknown>;
    by: NonNullable<unknown>;
};
