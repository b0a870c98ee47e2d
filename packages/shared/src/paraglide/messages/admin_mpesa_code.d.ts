/**
* | output |
* | --- |
* | "M-Pesa {code}" |
*
* @param {Admin_Mpesa_CodeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_mpesa_code: ((inputs: Admin_Mpesa_CodeInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Mpesa_CodeInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Mpesa_CodeInputs = {
    code: NonNullable<unknown>;
};
