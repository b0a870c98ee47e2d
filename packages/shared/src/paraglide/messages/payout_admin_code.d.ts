/**
* | output |
* | --- |
* | "Enter the M-Pesa transaction code of the payout: 10 letters and digits." |
*
* @param {Payout_Admin_CodeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_admin_code: ((inputs?: Payout_Admin_CodeInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payout_Admin_CodeInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payout_Admin_CodeInputs = {};
