/**
* | output |
* | --- |
* | "Code {code}, not verified by M-Pesa" |
*
* @param {Admin_Code_UnverifiedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_code_unverified: ((inputs: Admin_Code_UnverifiedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Code_UnverifiedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Code_UnverifiedInputs = {
    code: NonNullable<unknown>;
};
